import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { HeroBlock as HeroBlockData } from '../../types/site.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';

export default function HeroBlock({ block }: { block: HeroBlockData }) {
  return (
    <Box
      component="section"
      id={block.id}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        paddingBlock: { xs: 8, md: 14 },
        background:
          'radial-gradient(60% 50% at 15% 10%, rgba(56, 189, 248, 0.18), transparent 70%), radial-gradient(50% 50% at 90% 30%, rgba(167, 139, 250, 0.16), transparent 70%)',
      }}
    >
      <Container sx={{ maxInlineSize: { md: 900 }, textAlign: 'center' }}>
        {block.eyebrow && (
          <Typography component="p" variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
            {block.eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ marginBlockEnd: 3 }}>
          {block.heading}
        </Typography>
        {block.tagline && (
          <Typography component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, fontWeight: 650, color: 'primary.light', marginBlockEnd: 2 }}>
            {block.tagline}
          </Typography>
        )}
        {block.text && (
          <Typography component="p" color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, maxInlineSize: 680, marginInline: 'auto', marginBlockEnd: 5 }}>
            {block.text}
          </Typography>
        )}
        {block.actions && <ActionButtons actions={block.actions} align="center" />}
      </Container>
    </Box>
  );
}
