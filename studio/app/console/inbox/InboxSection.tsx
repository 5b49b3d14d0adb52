// A titled part of a lead's page (what they sent, handling, notes, history).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
