import Box from '@mui/material/Box';
import type { Icon } from '../../types/site.ts';
import { accentColors, type Accent } from './accents.ts';
import { blockIcons } from './icons.ts';

/** A block icon on a soft tile of its accent colour. Decorative: the title next to it says what it is. */
export function IconBadge({ icon, accent = 'sky', size = 48 }: { icon: Icon; accent?: Accent; size?: number }) {
  const Icon = blockIcons[icon];
  const color = accentColors[accent];
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        inlineSize: size,
        blockSize: size,
        flexShrink: 0,
        borderRadius: 3,
        color,
        bgcolor: `${color}1f`,
        border: '1px solid',
        borderColor: `${color}40`,
      }}
    >
      <Icon />
    </Box>
  );
}
