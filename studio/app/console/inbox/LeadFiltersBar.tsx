// The inbox's filters: a search over every field, status, form, language and a date range. They
// live in the page's address (a shared link opens the same list); typing waits for a pause.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { inboxLanguages, leadStatuses, type InboxWords } from './inboxWords.ts';
import { noFilters, type LeadFilters } from './leads.ts';

/** "Any" shows in a filter that is not set, rather than its label alone. */
const showEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

type Props = { filters: LeadFilters; onChange: (filters: LeadFilters, replace?: boolean) => void; words: InboxWords };

export function LeadFiltersBar({ filters, onChange, words }: Props) {
  const [text, setText] = useState(filters.q);
  const [open, setOpen] = useState(false);
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text === filters.q) return;
    const wait = setTimeout(() => onChange({ ...filters, q: text }, true), 300);
    return () => clearTimeout(wait);
  });
  const choice = (key: 'status' | 'kind' | 'language', label: string, options: Record<string, string>) => (
    <TextField select label={label} value={filters[key]} onChange={(event) => onChange({ ...filters, [key]: event.target.value })} slotProps={showEmpty}>
      <MenuItem value="">{words.any}</MenuItem>
      {Object.entries(options).map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <TextField type="date" label={label} value={filters[key]} onChange={(event) => onChange({ ...filters, [key]: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
  );
  const filtered = Object.values(filters).some(Boolean);
  const chosen = (['status', 'kind', 'language', 'from', 'to'] as const).filter((key) => filters[key]).length;
  return (
    <Box component="search" aria-label={words.filters} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr auto', md: '2fr repeat(3, 1fr) repeat(2, 1.3fr) auto' }, alignItems: 'center' }}>
      <TextField type="search" label={words.search} value={text} onChange={(event) => setText(event.target.value)} />
      {/* On a phone the filters fold away under a button, so that the leads come first. */}
      <Button variant="outlined" aria-expanded={open} aria-controls="inbox-filters" onClick={() => setOpen(!open)} sx={{ display: { md: 'none' } }}>
        {chosen ? `${words.filters} (${chosen})` : words.filters}
      </Button>
      <Box id="inbox-filters" sx={{ display: { xs: open ? 'grid' : 'none', md: 'contents' }, gridColumn: '1 / -1', gridTemplateColumns: '1fr 1fr', gap: 1.5, alignItems: 'center' }}>
        {choice('status', words.status, Object.fromEntries(leadStatuses.map((status) => [status, words.statuses[status]])))}
        {choice('kind', words.kind, words.kinds)}
        {choice('language', words.language, Object.fromEntries(inboxLanguages.map((language) => [language, words.languages[language]])))}
        {day('from', words.from)}
        {day('to', words.to)}
        <Button disabled={!filtered} onClick={() => onChange(noFilters)}>
          {words.clearFilters}
        </Button>
      </Box>
    </Box>
  );
}
