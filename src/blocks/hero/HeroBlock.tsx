import { useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { HeroBlock as HeroBlockData } from '../../types/site.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { HeroScene } from './HeroScene.tsx';

/** Short facts as small chips, each led by a dot (the brand's "nuqta"). */
function Badges({ badges, centered }: { badges: string[]; centered: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        marginBlockStart: { xs: 3, md: 4 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: centered ? 'center' : { xs: 'center', md: 'flex-start' },
      }}
    >
      {badges.map((badge) => (
        <li key={badge}>
          <Chip
            label={badge}
            size="small"
            variant="outlined"
            sx={{
              color: 'text.primary',
              fontWeight: 550,
              borderColor: 'rgba(56, 189, 248, 0.35)',
              bgcolor: 'rgba(56, 189, 248, 0.08)',
              '& .MuiChip-label::before': {
                content: '""',
                display: 'inline-block',
                inlineSize: 6,
                blockSize: 6,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                boxShadow: '0 0 6px #38bdf8',
                marginInlineEnd: 1,
                verticalAlign: 'middle',
              },
            }}
          />
        </li>
      ))}
    </Box>
  );
}

export default function HeroBlock({ block }: { block: HeroBlockData }) {
  const sectionRef = useRef<HTMLElement>(null);
  const withScene = block.scene === true;
  // With the scene: text on the inline-start side from md up, centred above the scene below it.
  const centeredOnly = !withScene;
  const align = centeredOnly ? 'center' : { xs: 'center', md: 'start' };

  return (
    <Box
      component="section"
      ref={sectionRef}
      id={block.id}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        paddingBlock: withScene ? { xs: 6, md: 10 } : { xs: 8, md: 14 },
        background:
          'radial-gradient(60% 50% at 15% 10%, rgba(56, 189, 248, 0.18), transparent 70%), radial-gradient(50% 50% at 90% 30%, rgba(167, 139, 250, 0.16), transparent 70%)',
      }}
    >
      <Container
        sx={
          withScene
            ? {
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
                alignItems: 'center',
                columnGap: { md: 6, lg: 8 },
                rowGap: { xs: 3, sm: 5 },
              }
            : { maxInlineSize: { md: 900 } }
        }
      >
        <Box sx={{ textAlign: align }}>
          {block.eyebrow && (
            <Typography component="p" variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
              {block.eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ marginBlockEnd: 3, fontSize: withScene ? { md: 'clamp(2.75rem, 4.4vw, 3.75rem)' } : undefined }}>
            {block.heading}
          </Typography>
          {block.tagline && (
            <Typography component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, fontWeight: 650, color: 'primary.light', marginBlockEnd: 2 }}>
              {block.tagline}
            </Typography>
          )}
          {block.text && (
            <Typography
              component="p"
              color="text.secondary"
              sx={{
                fontSize: { xs: '1rem', md: '1.125rem' },
                maxInlineSize: 680,
                marginInline: centeredOnly ? 'auto' : { xs: 'auto', md: 0 },
                marginBlockEnd: 5,
              }}
            >
              {block.text}
            </Typography>
          )}
          {block.actions && (
            <Box sx={centeredOnly ? undefined : { '& > .MuiStack-root': { justifyContent: { xs: 'center', md: 'flex-start' } } }}>
              <ActionButtons actions={block.actions} align="center" />
            </Box>
          )}
          {block.badges && block.badges.length > 0 && <Badges badges={block.badges} centered={centeredOnly} />}
        </Box>
        {withScene && <HeroScene pointerArea={sectionRef} />}
      </Container>
    </Box>
  );
}
