// Export the leads as filtered, as CSV (the terminal's export, same safe quoting), and erase a
// visitor's data on their request, after a dialog that says what goes. Both are seldom used, so
// they wait in a "More" menu (a button, then arrow keys and Enter) instead of above the leads.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { consoleApi } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { filtersQuery, type LeadFilters } from './leads.ts';

type Props = { words: InboxWords; filters: LeadFilters; onErased: () => void };

export function InboxActions({ words, filters, onErased }: Props) {
  const [open, setOpen] = useState(false);
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const id = useId();
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
      <Button
        variant="outlined"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={menuAt ? true : undefined}
        aria-controls={menuAt ? `${id}-menu` : undefined}
        onClick={(event) => setMenuAt(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
      >
        {words.more}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={menuAt} open={Boolean(menuAt)} onClose={() => setMenuAt(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        <MenuItem component="a" href={`/studio/api/leads/export.csv${filtersQuery(filters)}`} download onClick={() => setMenuAt(null)} sx={{ minHeight: 48 }}>
          {filtersQuery(filters) ? words.exportFiltered : words.exportAll}
        </MenuItem>
        <MenuItem onClick={() => (setMenuAt(null), setMessage(undefined), setOpen(true))} sx={{ minHeight: 48, color: 'error.main' }}>
          {words.erase.open}
        </MenuItem>
      </Menu>
      {/* A line of its own once it says something; empty, it takes no room above the leads. */}
      <Box role="status" sx={{ flexBasis: message ? '100%' : 0 }}>
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="erase-title" slotProps={{ paper: { component: 'form', onSubmit: erase } as object }}>
        <DialogTitle id="erase-title">{words.erase.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{words.erase.explain}</DialogContentText>
          <TextField type="email" required autoFocus label={words.erase.email} value={email} onChange={(event) => setEmail(event.target.value)} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
            {words.erase.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" sx={{ minHeight: 44 }}>
            {words.erase.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
