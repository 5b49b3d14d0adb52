import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { accentColors, type Accent } from './accents.ts';

/** An icon on a soft tile of its accent colour. Decorative: the text next to it says what it is. */
export function IconTile({ Icon, accent, size = 48 }: { Icon: typeof SvgIcon; accent: Accent; size?: number }) {
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
