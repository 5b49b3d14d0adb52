// The team's notes on a lead, oldest first, each with its author and time, and a box to add one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { consoleApi } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { qatarTime, type LeadDetail } from './leads.ts';
import { Section } from './InboxSection.tsx';

export function LeadNotes({ lead, words, onChange }: { lead: LeadDetail; words: InboxWords; onChange: (lead: LeadDetail) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onChange((await consoleApi<{ lead: LeadDetail }>('POST', `leads/${lead.ref}/notes`, { text })).lead);
      setText('');
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Section title={words.lead.notes}>
      {lead.notes.length === 0 && <Typography variant="body2">{words.lead.noNotes}</Typography>}
      <Box component="ul" aria-label={words.lead.notes} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {lead.notes.map((note) => (
          <Box component="li" key={note.id} sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1 }}>
            {/* In the direction it was written in: a Latin note in the Arabic inbox reads as typed. */}
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
              {note.text}
            </Typography>
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{note.author?.name ?? words.commandLine}</bdi> · <time dateTime={note.at}>{qatarTime(note.at, words)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" onSubmit={add} sx={{ display: 'grid', gap: 1 }}>
        <TextField multiline minRows={2} label={words.lead.noteLabel} value={text} onChange={(event) => setText(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} required />
        <Button type="submit" variant="outlined" disabled={!text.trim()} sx={{ justifySelf: 'start' }}>
          {words.lead.addNote}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Section>
  );
}
