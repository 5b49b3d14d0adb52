// The website plans declared once in site.json's "plans", then the offers priced on request,
// then the payment terms.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteContent } from '../../app/siteContent.tsx';
import { formatQar } from '../../app/money.ts';
import type { PricingTableBlock as PricingTableBlockData } from '../../types/site.ts';
import { Section } from '../shared/Section.tsx';
import { PriceCard } from './PriceCard.tsx';

export default function PricingTableBlock({ block }: { block: PricingTableBlockData }) {
  const { plans, ui, locale } = useSiteContent();
  const labels = ui.pricing;
  const shown = block.plans.map((id) => plans.find((plan) => plan.id === id)!);
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {/* The cards are subgrids of this grid; their space above is a margin, since a row gap would also open between a card's empty rows. */}
      <Box sx={{ display: 'grid', columnGap: 3, marginBlockStart: { xs: -4, md: -5 }, '& > article': { marginBlockStart: { xs: 4, md: 5 } }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {shown.map((plan) => (
          <PriceCard
            key={plan.id}
            name={plan.name}
            description={plan.description}
            price={formatQar(plan.price, labels.currency, locale)}
            priceNote={labels.development}
            facts={[
              [labels.firstYearTotal, formatQar(plan.firstYearTotal, labels.currency, locale)],
              [labels.renewal, formatQar(plan.renewal, labels.currency, locale)],
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
        <Box
          component="ul"
          sx={{
            marginBlockStart: { xs: 5, md: 6 },
            marginInline: 'auto',
            maxInlineSize: 760,
            paddingBlock: 3,
            paddingInlineStart: { xs: 5, md: 6 },
            paddingInlineEnd: { xs: 3, md: 4 },
            display: 'grid',
            gap: 1,
            borderRadius: 4,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'rgba(17, 26, 46, 0.55)',
            '& li::marker': { color: 'primary.main' },
          }}
        >
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
