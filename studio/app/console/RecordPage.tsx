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
import type { AuditEntry } from '../../server/team/teamStore.ts';
import { consoleApi, shortTime } from './consoleApi.ts';

/** An entry's details in a line: "email: ali@…, role: editor". */
const details = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

export function RecordPage() {
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
        Record of actions
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Table size="small" aria-label="Actions, newest first">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{shortTime(entry.at)}</TableCell>
              <TableCell>{entry.memberEmail ?? (entry.detail.by === 'terminal' ? 'the terminal' : 'someone not signed in')}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>{details(entry.detail)}{entry.ip ? ` (from ${entry.ip})` : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more && entries.length > 0 && (
        <Button onClick={() => void load(entries.at(-1)!.at)} sx={{ justifySelf: 'start' }}>
          Older actions
        </Button>
      )}
    </Box>
  );
}
