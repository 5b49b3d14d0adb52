// One price card: a plan (price, first-year total, renewal, delivery) or an offer priced on
// request, its features, and the three ways to buy: Contact Us, WhatsApp and Call.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { site, ui } from 'virtual:site';
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

export function PriceCard({ name, description, price, priceNote, facts = [], features, popular }: PriceCardProps): ReactNode {
  const labels = ui.pricing;
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        padding: { xs: 3, md: 4 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: popular ? '2px solid' : '1px solid',
        borderColor: popular ? 'primary.main' : 'divider',
        boxShadow: popular ? '0 20px 50px rgba(56, 189, 248, 0.15)' : 'none',
      }}
    >
      {popular && <Chip label={labels.popular} color="primary" size="small" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} />}
      <Typography variant="h3">{name}</Typography>
      <Typography color="text.secondary">{description}</Typography>
      <div>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1 }}>
          {price}
        </Typography>
        {priceNote && <Typography color="text.secondary">{priceNote}</Typography>}
      </div>
      {facts.length > 0 && (
        <Box component="dl" sx={{ margin: 0, display: 'grid', gap: 1, paddingBlock: 2, borderBlock: '1px solid', borderColor: 'divider' }}>
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
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.25, flexGrow: 1, alignContent: 'start' }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <CheckCircleOutlined aria-hidden="true" sx={{ color: 'primary.main', fontSize: 20, marginBlockStart: '2px' }} />
            <span>{feature}</span>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: '1fr 1fr' }}>
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
