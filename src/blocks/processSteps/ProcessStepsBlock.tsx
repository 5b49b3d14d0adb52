// Numbered steps in a row of cards, or phases along a timeline (a line at the inline start on
// phones, across the top from large screens).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcessStepsBlock as ProcessStepsBlockData } from '../../types/site.ts';
import { Section } from '../shared/Section.tsx';

export default function ProcessStepsBlock({ block }: { block: ProcessStepsBlockData }) {
  const timeline = block.style === 'timeline';
  const count = block.steps.length;
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} actions={block.actions}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: { xs: timeline ? 0 : 2.5, lg: 3 },
          gridTemplateColumns: { xs: '1fr', sm: timeline ? '1fr' : 'repeat(2, minmax(0, 1fr))', lg: `repeat(${Math.min(count, 4)}, minmax(0, 1fr))` },
        }}
      >
        {block.steps.map((step) => (
          <Box
            component="li"
            key={step.label}
            sx={
              timeline
                ? {
                    position: 'relative',
                    paddingInlineStart: { xs: 4, lg: 0 },
                    paddingBlock: { xs: 2, lg: 0 },
                    paddingBlockStart: { lg: 4 },
                    borderInlineStart: { xs: '2px solid', lg: 'none' },
                    borderBlockStart: { lg: '2px solid' },
                    borderColor: { xs: 'rgba(56, 189, 248, 0.4)', lg: 'rgba(56, 189, 248, 0.4)' },
                    '&::before': {
                      content: '""',
                      position: 'absolute',
                      inlineSize: 14,
                      blockSize: 14,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      boxShadow: '0 0 0 4px rgba(56, 189, 248, 0.2)',
                      insetInlineStart: { xs: -8, lg: 0 },
                      insetBlockStart: { xs: 22, lg: -8 },
                    },
                  }
                : { padding: { xs: 3, md: 4 }, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' }
            }
          >
            <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main', fontSize: timeline ? '0.95rem' : '2rem', lineHeight: 1.2, marginBlockEnd: 1 }}>
              {step.label}
            </Typography>
            <Typography variant="h3" sx={{ marginBlockEnd: 1 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
