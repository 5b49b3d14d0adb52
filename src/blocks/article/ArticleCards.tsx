// The two cards of an article page: the call to action inside the body, and the closing card.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ForwardArrow } from '../shared/directionalIcons.tsx';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { Article, Link } from '../../types/site.ts';

const arrow = <ForwardArrow aria-hidden="true" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />;

export function InlineCta({ cta }: { cta: Article['inlineCta'] }) {
  const headingId = useId();
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      sx={{
        marginBlock: { xs: 4, md: 5 },
        padding: { xs: 3, md: 4 },
        borderRadius: 4,
        border: '1px solid rgba(56, 189, 248, 0.35)',
        background: 'linear-gradient(135deg, rgba(56, 189, 248, 0.14), rgba(167, 139, 250, 0.12))',
        fontSize: '1rem',
      }}
    >
      <Typography id={headingId} component="p" sx={{ fontSize: '1.25rem', fontWeight: 750, lineHeight: 1.3, marginBlockEnd: 1 }}>
        {cta.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2.5 }}>
        {cta.text}
      </Typography>
      <Button component={SmartLink} href={cta.action.href} variant={cta.action.emphasis === 'secondary' ? 'outlined' : 'contained'} endIcon={arrow}>
        {cta.action.label}
      </Button>
    </Box>
  );
}

export interface ClosingCardProps {
  heading: string;
  text: string;
  contactLabel: string;
  service: Link;
}

export function ClosingCard({ heading, text, contactLabel, service }: ClosingCardProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        marginBlockStart: { xs: 6, md: 8 },
        padding: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderBlockStart: `3px solid ${theme.palette.primary.main}`,
        textAlign: 'center',
      })}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', marginBlockEnd: 1.5 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.0625rem', maxInlineSize: '52ch', marginInline: 'auto', marginBlockEnd: 3 }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={SmartLink} href="/contact" variant="contained" size="large">
          {contactLabel}
        </Button>
        <Button component={SmartLink} href={service.href} variant="outlined" size="large">
          {service.label}
        </Button>
      </Stack>
    </Box>
  );
}
