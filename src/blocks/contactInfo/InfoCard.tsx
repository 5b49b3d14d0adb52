import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import { accentColors, type Accent } from '../shared/accents.ts';
import { IconTile } from '../shared/IconTile.tsx';

export interface InfoCardProps {
  icon: typeof SvgIcon;
  accent: Accent;
  label: string;
  /** h3 under the block's heading; h2 when the block has none, so the outline never skips a level. */
  labelTag: 'h2' | 'h3';
  children: ReactNode;
}

/** One way to reach the company: an icon, what it is, and the value (a link where one can act on it). */
export function InfoCard({ icon: Icon, accent, label, labelTag, children }: InfoCardProps) {
  const color = accentColors[accent];
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1.5,
        padding: { xs: 3, md: 3.5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderBlockStart: `3px solid ${color}`,
        minInlineSize: 0,
      }}
    >
      <IconTile Icon={Icon} accent={accent} />
      <Typography component={labelTag} variant="h3">
        {label}
      </Typography>
      <Box sx={{ color: 'text.secondary', fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}
