// The message for a whole form (what to correct, or why it was not sent), announced and focused
// when it appears. When the form could not be taken (the server could not store it, or the
// visitor sent too many), the message offers the direct ways to reach us, so that nobody is left
// with a form that went nowhere. On a page the server rendered with the outcome (no JavaScript)
// it is focused, and so scrolled to, as the page opens.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSiteContent } from '../app/siteContent.tsx';
import { telHref, whatsappHref } from '../layout/contactLinks.ts';
import { FrameIcon } from '../layout/frameIcons.tsx';
import type { FormState } from './useFormSubmission.ts';

const offersDirectContact: ReadonlySet<FormState['status']> = new Set(['failed', 'rateLimited']);

/** `submitLabel`: the form's button, which a message may name ({button}). */
export function FormMessage({ state, submitLabel, autoFocus }: { state: FormState; submitLabel: string; autoFocus: boolean }) {
  const { site, ui } = useSiteContent();
  if (!state.message || state.status === 'sent' || state.status === 'subscribed') return null;
  const reachUs = ui.forms!.reachUs;
  return (
    <Box
      role="alert"
      tabIndex={-1}
      autoFocus={autoFocus}
      data-form-status
      sx={{
        gridColumn: '1 / -1',
        padding: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'error.main',
        bgcolor: 'rgba(248, 113, 113, 0.1)',
        color: 'text.primary',
        fontWeight: 600,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: 2 },
      }}
    >
      {state.message.replace('{button}', submitLabel)}
      {offersDirectContact.has(state.status) && (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, marginBlockStart: 1.5 }}>
          <Button href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" variant="contained" color="success" startIcon={<FrameIcon name="whatsapp" />}>
            {reachUs.whatsappLabel}
          </Button>
          <Button href={telHref(site.phone)} variant="outlined" color="inherit" startIcon={<FrameIcon name="phone" />}>
            {reachUs.callLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
