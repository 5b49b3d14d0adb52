// Export the leads as filtered, as CSV (the terminal's export, same safe quoting), and erase a
// visitor's data on their request, after a dialog that says what goes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { consoleApi } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { filtersQuery, type LeadFilters } from './leads.ts';

type Props = { words: InboxWords; filters: LeadFilters; onErased: () => void };

export function InboxActions({ words, filters, onErased }: Props) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const erase = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const erased = await consoleApi<{ leads: string[]; subscription: boolean }>('POST', 'leads/erase', { email });
      setMessage({ severity: 'success', text: words.erase.done(erased.leads, erased.subscription) });
      setOpen(false);
      setEmail('');
      onErased();
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={`/studio/api/leads/export.csv${filtersQuery(filters)}`} download>
          {filtersQuery(filters) ? words.exportFiltered : words.exportAll}
        </Button>
        <Button variant="outlined" color="error" onClick={() => (setMessage(undefined), setOpen(true))}>
          {words.erase.open}
        </Button>
      </Box>
      <Box role="status" sx={{ flexBasis: '100%' }}>
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="erase-title" slotProps={{ paper: { component: 'form', onSubmit: erase } as object }}>
        <DialogTitle id="erase-title">{words.erase.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{words.erase.explain}</DialogContentText>
          <TextField type="email" required autoFocus label={words.erase.email} value={email} onChange={(event) => setEmail(event.target.value)} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{words.erase.cancel}</Button>
          <Button type="submit" color="error" variant="contained">
            {words.erase.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
