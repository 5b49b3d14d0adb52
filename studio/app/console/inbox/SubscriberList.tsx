// The newsletter's subscribers, newest first, with when they subscribed (Qatar time).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { consoleApi } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { qatarTime } from './leads.ts';

export function SubscriberList({ words }: { words: InboxWords }) {
  const [subscribers, setSubscribers] = useState<{ email: string; createdAt: string }[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    consoleApi<{ subscribers: { email: string; createdAt: string }[] }>('GET', 'subscribers').then(
      (answer) => setSubscribers(answer.subscribers),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!subscribers) return <Typography>{words.loading}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        {words.subscribers.title}
      </Typography>
      <Typography variant="body2">{subscribers.length ? words.subscribers.count(subscribers.length) : words.subscribers.none}</Typography>
      <Table size="small" aria-label={words.subscribers.title}>
        <TableHead>
          <TableRow>
            <TableCell>{words.subscribers.email}</TableCell>
            <TableCell>{words.subscribers.since}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscribers.map((subscriber) => (
            <TableRow key={subscriber.email}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{subscriber.email}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{qatarTime(subscriber.createdAt, words)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
