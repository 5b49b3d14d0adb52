import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ChecklistBlock as ChecklistBlockData } from '../../types/site.ts';
import { Section } from '../shared/Section.tsx';

export default function ChecklistBlock({ block }: { block: ChecklistBlockData }) {
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} actions={block.actions}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          marginInline: 'auto',
          maxInlineSize: 900,
          padding: { xs: 3, md: 5 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {block.items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircle aria-hidden="true" sx={{ color: 'success.light', marginBlockStart: '2px' }} />
            <Typography component="span">{item}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
