// The two hidden fields every form carries: the signed token the server checks the fill time
// with, and a field only robots fill in, kept out of sight, out of the tab order and away from
// screen readers. The token input has no value of React's: the server writes a fresh token into
// the page each time it serves it (or into the form it sends back), and the browser code sets it
// after that; a value managed by React would be reset on hydration and on every render. A lead's
// form also says which page, in which language, it was sent from, for the sales inbox.
import Box from '@mui/material/Box';
import type { Locale } from '../app/locale.ts';
import { honeypotField, languageField, pageField, tokenField } from './rules.ts';

const offscreen = { position: 'absolute', insetInlineStart: '-10000px', inlineSize: 1, blockSize: 1, overflow: 'hidden' } as const;

interface FormGuardsProps {
  honeypotLabel: string;
  serverToken?: string;
  /** The page's path and language, for a lead's form (not the newsletter's). */
  origin?: { page: string; language: Locale };
}

export function FormGuards({ honeypotLabel, serverToken, origin }: FormGuardsProps) {
  return (
    <>
      <input type="hidden" name={tokenField} defaultValue={serverToken} />
      {origin && (
        <>
          <input type="hidden" name={pageField} defaultValue={origin.page} />
          <input type="hidden" name={languageField} defaultValue={origin.language} />
        </>
      )}
      <Box aria-hidden="true" sx={offscreen}>
        <label>
          {honeypotLabel}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
    </>
  );
}
