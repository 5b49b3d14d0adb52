import Box from '@mui/material/Box';

// Read by screen readers, not shown.
const visuallyHidden = { position: 'absolute', inlineSize: 1, blockSize: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0 } as const;

/** Tells screen readers how many items a filter shows; `label` holds {count}. */
export function ResultCount({ label, count }: { label: string; count: number }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {label.replace('{count}', String(count))}
    </Box>
  );
}
