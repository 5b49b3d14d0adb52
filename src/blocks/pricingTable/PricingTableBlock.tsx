// The website plans declared once in site.json's "plans", then the offers priced on request,
// then the payment terms.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plans, ui } from 'virtual:site';
import { formatQar } from '../../app/money.ts';
import type { PricingTableBlock as PricingTableBlockData } from '../../types/site.ts';
import { Section } from '../shared/Section.tsx';
import { PriceCard } from './PriceCard.tsx';

export default function PricingTableBlock({ block }: { block: PricingTableBlockData }) {
  const labels = ui.pricing;
  const shown = block.plans.map((id) => plans.find((plan) => plan.id === id)!);
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <Box sx={{ display: 'grid', columnGap: 3, rowGap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {shown.map((plan) => (
          <PriceCard
            key={plan.id}
            name={plan.name}
            description={plan.description}
            price={formatQar(plan.price, labels.currency)}
            priceNote={labels.development}
            facts={[
              [labels.firstYearTotal, formatQar(plan.firstYearTotal, labels.currency)],
              [labels.renewal, formatQar(plan.renewal, labels.currency)],
              [labels.delivery, plan.deliveryTime],
            ]}
            features={plan.features}
            popular={plan.popular}
          />
        ))}
        {block.customOffers?.map((offer) => (
          <PriceCard key={offer.name} name={offer.name} description={offer.description} price={offer.priceLabel} features={offer.features} />
        ))}
      </Box>
      {block.terms && (
        <Box component="ul" sx={{ marginBlockStart: 5, marginInline: 'auto', maxInlineSize: 760, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
          {block.terms.map((term) => (
            <Typography component="li" key={term} color="text.secondary">
              {term}
            </Typography>
          ))}
        </Box>
      )}
    </Section>
  );
}
