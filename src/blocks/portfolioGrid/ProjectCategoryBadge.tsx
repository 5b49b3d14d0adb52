import Box from '@mui/material/Box';
import type { Project } from '../../types/site.ts';
import { accentColors } from '../shared/accents.ts';
import { categoryAccent } from './projectCategories.ts';

/** The project's category as a small coloured pill. */
export function ProjectCategoryBadge({ category }: { category: Project['category'] }) {
  const color = accentColors[categoryAccent[category]];
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
      {category}
    </Box>
  );
}
