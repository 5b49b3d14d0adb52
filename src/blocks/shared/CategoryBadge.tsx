import Box from '@mui/material/Box';
import { useSiteContent } from '../../app/siteContent.tsx';
import type { Site } from '../../types/site.ts';
import { accentColors, type Accent } from './accents.ts';

/** A category (of an article, of a project) as a small pill in its accent colour, named in the page's language. */
export function CategoryBadge({ category, accent }: { category: keyof Site['ui']['categoryNames']; accent: Accent }) {
  const { ui } = useSiteContent();
  const color = accentColors[accent];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        paddingInline: 1.25,
        paddingBlock: 0.375,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.5,
        color,
        bgcolor: `${color}1f`,
        border: '1px solid',
        borderColor: `${color}59`,
      }}
    >
      {ui.categoryNames[category]}
    </Box>
  );
}
