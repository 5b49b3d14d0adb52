import { useId, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NewsListBlock } from '../../types/site.ts';

// Lead capture wires the delivery (POST /api/newsletter, its token and its messages). Until then,
// with JavaScript the box stays on the page and claims nothing; without it the form posts itself.
const holdSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

export function NewsletterBox({ texts }: { texts: NewsListBlock['newsletter'] }) {
  const headingId = useId();
  const fieldId = useId();
  return (
    <Box
      component="form"
      method="post"
      action="/api/newsletter"
      aria-labelledby={headingId}
      onSubmit={holdSubmit}
      sx={{
        marginBlockStart: { xs: 6, md: 8 },
        padding: { xs: 3, md: 5 },
        borderRadius: 4,
        border: '1px solid rgba(167, 139, 250, 0.35)',
        background: 'linear-gradient(135deg, rgba(167, 139, 250, 0.14), rgba(56, 189, 248, 0.1))',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'center',
      }}
    >
      <div>
        <Typography id={headingId} variant="h3" sx={{ fontSize: 'clamp(1.375rem, 3vw, 1.75rem)', marginBlockEnd: 1 }}>
          {texts.heading}
        </Typography>
        <Typography color="text.secondary">{texts.text}</Typography>
      </div>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
        <Box sx={{ flex: 1, display: 'grid', gap: 0.75 }}>
          <Box component="label" htmlFor={fieldId} sx={{ fontSize: '0.9375rem', fontWeight: 600 }}>
            {texts.emailLabel}
          </Box>
          <Box
            component="input"
            id={fieldId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            sx={{
              inlineSize: '100%',
              minBlockSize: 52,
              paddingInline: 2,
              font: 'inherit',
              fontSize: '1rem',
              color: 'text.primary',
              bgcolor: 'background.default',
              border: '1px solid #7c8aa5',
              borderRadius: 3,
              '&:hover': { borderColor: 'text.secondary' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1, borderColor: 'primary.main' },
            }}
          />
        </Box>
        <Button type="submit" variant="contained" size="large" sx={{ minBlockSize: 52, flexShrink: 0 }}>
          {texts.buttonLabel}
        </Button>
      </Box>
    </Box>
  );
}
