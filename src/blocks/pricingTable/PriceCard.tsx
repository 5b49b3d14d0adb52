// One price card: a plan (description, price, first-year total, renewal, delivery) or an offer
// priced on request (price, then description), its features, and the three ways to buy:
// Contact Us, WhatsApp and Call.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useSiteContent } from '../../app/siteContent.tsx';
import { SmartLink } from '../../app/SmartLink.tsx';
import { telHref, whatsappHref } from '../../layout/contactLinks.ts';

export interface PriceCardProps {
  name: string;
  description: string;
  price: string;
  /** Under the price, e.g. "one-time development". */
  priceNote?: string;
  /** Label and value rows: first-year total, renewal, delivery. */
  facts?: Array<[string, string]>;
  features: string[];
  popular?: boolean;
}

/** The rows of a card; cards share them (CSS subgrid) so prices, facts and buttons line up across a row. */
export const priceCardRows = 6;
const row = (n: number) => ({ gridRow: n });
const band = { marginBlockEnd: 3, paddingBlock: 2, borderBlock: '1px solid', borderColor: 'divider' } as const;

export function PriceCard({ name, description, price, priceNote, facts = [], features, popular }: PriceCardProps): ReactNode {
  const { site, ui } = useSiteContent();
  const labels = ui.pricing;
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateRows: 'subgrid',
        gridRow: `span ${priceCardRows}`,
        rowGap: 0,
        paddingInline: { xs: 3, md: 4 },
        paddingBlock: { xs: 4, md: 4.5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: popular ? '2px solid' : '1px solid',
        borderColor: popular ? 'primary.main' : 'divider',
        boxShadow: popular ? '0 20px 50px rgba(56, 189, 248, 0.15)' : 'none',
      }}
    >
      {popular && (
        <Chip
          label={labels.popular}
          color="primary"
          size="small"
          sx={{ position: 'absolute', insetBlockStart: 0, insetInline: 0, marginInline: 'auto', inlineSize: 'fit-content', transform: 'translateY(-50%)', fontWeight: 700, paddingInline: 1 }}
        />
      )}
      <Typography variant="h3" sx={{ ...row(1), marginBlockEnd: 1 }}>
        {name}
      </Typography>
      {facts.length > 0 && (
        <Typography color="text.secondary" sx={{ ...row(2), marginBlockEnd: 3 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ ...row(3), marginBlockEnd: 3 }}>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.01em' }}>
          {price}
        </Typography>
        {priceNote && <Typography color="text.secondary">{priceNote}</Typography>}
      </Box>
      {facts.length === 0 ? (
        // An offer without facts tells what it is where a plan lists its facts, so prices and features still line up.
        <Typography color="text.secondary" sx={{ ...row(4), ...band, alignSelf: 'start' }}>
          {description}
        </Typography>
      ) : (
        <Box component="dl" sx={{ ...row(4), margin: 0, ...band, display: 'grid', gap: 1 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ margin: 0, fontWeight: 700, textAlign: 'end' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="ul" sx={{ ...row(5), listStyle: 'none', margin: 0, marginBlockEnd: 4, padding: 0, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <CheckCircleOutlined aria-hidden="true" sx={{ color: 'primary.main', fontSize: 20, marginBlockStart: '2px', flexShrink: 0 }} />
            <span>{feature}</span>
          </Box>
        ))}
      </Box>
      <Box sx={{ ...row(6), alignSelf: 'end', display: 'grid', gap: 1.25, gridTemplateColumns: '1fr 1fr' }}>
        <Button component={SmartLink} href="/contact" variant={popular ? 'contained' : 'outlined'} sx={{ gridColumn: '1 / -1' }} aria-label={`${labels.contact}: ${name}`}>
          {labels.contact}
        </Button>
        <Button component="a" href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" variant="outlined" color="inherit" aria-label={`${labels.whatsapp}: ${name}`}>
          {labels.whatsapp}
        </Button>
        <Button component="a" href={telHref(site.phone)} variant="outlined" color="inherit" aria-label={`${labels.call}: ${name}`}>
          {labels.call}
        </Button>
      </Box>
    </Box>
  );
}
