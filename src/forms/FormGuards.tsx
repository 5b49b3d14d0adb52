// The two hidden fields every form carries: the signed token the server checks the fill time
// with, and a field only robots fill in, kept out of sight, out of the tab order and away from
// screen readers. The token input has no value of React's: the server writes a fresh token into
// the page each time it serves it (or into the form it sends back), and the browser code sets it
// after that; a value managed by React would be reset on hydration and on every render.
import Box from '@mui/material/Box';
import { honeypotField, tokenField } from './rules.ts';

const offscreen = { position: 'absolute', insetInlineStart: '-10000px', inlineSize: 1, blockSize: 1, overflow: 'hidden' } as const;

export function FormGuards({ honeypotLabel, serverToken }: { honeypotLabel: string; serverToken?: string }) {
  return (
    <>
      <input type="hidden" name={tokenField} defaultValue={serverToken} />
      <Box aria-hidden="true" sx={offscreen}>
        <label>
          {honeypotLabel}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
    </>
  );
}
