// The record of every action in the console, newest first: who, when, what.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../shared/record.ts';
import { consoleApi, shortTime } from './consoleApi.ts';
import { useConsoleLook } from './ConsoleLook.tsx';
import { stackedOnPhone } from './stackedOnPhone.ts';
import { isolated } from './words/isolated.ts';
import type { RecordWords } from './words/record.ts';

/** An entry's details in a line, in the reader's words: "email: ali@…, role: editor". */
const details = (detail: Record<string, unknown>, w: RecordWords, locale: string, rtl: boolean) =>
  Object.entries(detail)
    .map(([key, value]) => {
      const text =
        key === 'publishAt' && typeof value === 'number' ? shortTime(value, locale) : typeof value === 'string' ? (w.values[value] ?? value) : JSON.stringify(value);
      // What was typed or made (an e-mail, a file's name) keeps its own direction in an Arabic line.
      return `${w.fields[key] ?? key}: ${rtl ? isolated(text) : text}`;
    })
    .join(rtl ? '، ' : ', ');

export function RecordPage() {
  const { words } = useConsoleLook();
  const w = words.record;
  const { locale, direction } = words.shell;
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [error, setError] = useState<string>();
  const [more, setMore] = useState(true);
  const load = useCallback(async (before?: number) => {
    try {
      const page = await consoleApi<AuditEntry[]>('GET', `audit${before ? `?before=${before}` : ''}`);
      setEntries((current) => (before ? [...current, ...page] : page));
      setMore(page.length === 100);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {w.title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={w.table} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{w.when}</TableCell>
              <TableCell>{w.who}</TableCell>
              <TableCell>{w.what}</TableCell>
              <TableCell>{w.details}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortTime(entry.at, locale)}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{entry.memberEmail ? <bdi>{entry.memberEmail}</bdi> : entry.detail.by === 'terminal' ? w.terminal : w.notSignedIn}</TableCell>
                <TableCell>{w.actions[entry.action] ?? entry.action}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>
                  {details(entry.detail, w, locale, direction === 'rtl')}
                  {entry.ip ? w.from(entry.ip) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {more && entries.length > 0 && (
        <Button onClick={() => void load(entries.at(-1)!.at)} sx={{ justifySelf: 'start' }}>
          {w.older}
        </Button>
      )}
    </Box>
  );
}
