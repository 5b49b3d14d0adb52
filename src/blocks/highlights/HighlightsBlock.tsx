import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HighlightsBlock as HighlightsBlockData } from '../../types/site.ts';
import { gridColumns } from '../shared/gridColumns.ts';
import { IconBadge } from '../shared/IconBadge.tsx';
import { Section } from '../shared/Section.tsx';

export default function HighlightsBlock({ block }: { block: HighlightsBlockData }) {
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} actions={block.actions} tinted>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: gridColumns(block.columns) }}>
        {block.items.map((item) => (
          <Box
            component="li"
            key={item.title}
            sx={{ display: 'flex', gap: 2, padding: { xs: 2.5, md: 3 }, borderRadius: 4, border: '1px solid', borderColor: 'divider', bgcolor: 'rgba(10, 15, 30, 0.6)' }}
          >
            {item.icon && <IconBadge icon={item.icon} />}
            <div>
              <Typography variant="h3" sx={{ fontSize: '1.125rem', marginBlockEnd: 0.75 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary">{item.text}</Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
