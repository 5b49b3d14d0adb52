import Box from '@mui/material/Box';
import { visuallyHidden } from './visuallyHidden.ts';

/** Tells screen readers how many items a filter shows; `label` holds {count}. */
export function ResultCount({ label, count }: { label: string; count: number }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {label.replace('{count}', String(count))}
    </Box>
  );
}
