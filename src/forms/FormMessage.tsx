// The message for a whole form (what to correct, or why it was not sent), announced and focused
// when it appears.
import Box from '@mui/material/Box';
import type { FormState } from './useFormSubmission.ts';

export function FormMessage({ state }: { state: FormState }) {
  if (!state.message || state.status === 'sent' || state.status === 'subscribed') return null;
  return (
    <Box
      role="alert"
      tabIndex={-1}
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
      {state.message}
    </Box>
  );
}
