// The frame every content block shares: a <section> labelled by its heading, with an optional
// eyebrow and intro above the block's own content, and buttons below it. Without a heading it is
// a plain section (not a named region) around the content.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Action } from '../../types/site.ts';
import { ActionButtons } from './ActionButtons.tsx';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  actions?: Action[];
  children: ReactNode;
  /** A faint panel behind the section, to separate neighbouring sections. */
  tinted?: boolean;
}

export function Section({ id, eyebrow, heading, intro, actions, children, tinted }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      sx={{
        paddingBlock: { xs: 7, md: 11 },
        bgcolor: tinted ? 'rgba(17, 26, 46, 0.55)' : undefined,
      }}
    >
      <Container>
        {heading && (
          <Box
            sx={{
              textAlign: 'center',
              maxInlineSize: 760,
              marginInline: 'auto',
              marginBlockEnd: { xs: 5, md: 7 },
            }}
          >
            {eyebrow && (
              <Typography component="p" variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
                {eyebrow}
              </Typography>
            )}
            <Typography id={headingId} variant="h2">
              {heading}
            </Typography>
            {intro && (
              <Typography color="text.secondary" sx={{ fontSize: '1.125rem', marginBlockStart: 2 }}>
                {intro}
              </Typography>
            )}
          </Box>
        )}
        {children}
        {actions && (
          <Box sx={{ marginBlockStart: { xs: 5, md: 7 } }}>
            <ActionButtons actions={actions} align="center" />
          </Box>
        )}
      </Container>
    </Box>
  );
}
