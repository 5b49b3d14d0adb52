import Box from '@mui/material/Box';
import type { Article } from '../../types/site.ts';
import { accentColors } from '../shared/accents.ts';
import { categoryAccent } from './articleFormat.ts';

/** The article's category as a small coloured pill. */
export function CategoryBadge({ category }: { category: Article['category'] }) {
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
