// Search (the top bar's button, or Ctrl+Shift+F, ⌘⇧F on a Mac, as "find in files" in code
// editors; Ctrl+K is the link of the rich-text editor, and Ctrl+F stays the browser's): a box and the matching pages, blocks and
// texts; the arrow keys choose, Enter or a click opens. A combobox and its listbox, for screen readers.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Draft } from './draft.ts';
import { search, searchIndex, snippet, type SearchEntry, type SearchResult } from './search.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';
import { useShortcut } from './shortcuts.ts';

interface SiteSearchProps {
  draft: Draft;
  onPick: (entry: SearchEntry) => void;
  /** On a phone: the icon alone, a finger's size (its name stays “Search”). */
  compact?: boolean;
}

const optionId = (i: number) => `search-result-${i}`;

export function SiteSearch({ draft, onPick, compact = false }: SiteSearchProps) {
  const words = useStudioWords().search;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useShortcut(button, (letter, event) => {
    if (letter !== 'f' || !event.shiftKey) return false;
    setOpen(true);
    return true;
  });
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Made when the dialog opens, from the draft as it is then: not at every key typed in a form.
  const uiLanguage = useStudioLanguage();
  const box = useStudioWords().searchBox;
  const index = useMemo(() => (open ? searchIndex(draft.site, draft.keys, uiLanguage) : []), [open, uiLanguage]);
  const { results, total } = useMemo(() => search(index, query), [index, query]);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (result?: SearchResult) => {
    if (!result) return;
    setOpen(false);
    onPick(result.entry);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: results.length - 1 };
    if (event.key in moves && results.length) {
      event.preventDefault();
      setActive(Math.min(results.length - 1, Math.max(0, moves[event.key])));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(results[active]);
    }
  };

  const status = !query.trim() ? box.empty : total === 0 ? box.nothing(query.trim()) : box.found(total, results.length);
  return (
    <>
      <Tooltip describeChild title={words.hint}>
        {compact ? (
          <Button ref={button} color="inherit" aria-label={words.button} aria-keyshortcuts="Control+Shift+F" onClick={() => setOpen(true)} sx={{ minWidth: 44, minHeight: 44 }}>
            <SearchIcon />
          </Button>
        ) : (
          <Button ref={button} color="inherit" size="small" startIcon={<SearchIcon />} aria-keyshortcuts="Control+Shift+F" onClick={() => setOpen(true)}>
            {words.button}
          </Button>
        )}
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="search-title" fullWidth maxWidth="md" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}>
        <DialogTitle id="search-title">{words.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={box.label}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            sx={{ mt: 1 }}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-expanded': results.length > 0,
                'aria-controls': 'search-results',
                'aria-autocomplete': 'list',
                'aria-activedescendant': results.length ? optionId(active) : undefined,
                'aria-describedby': 'search-status',
              },
            }}
          />
          <Typography id="search-status" role="status" variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {status}
          </Typography>
          <Box component="ul" id="search-results" role="listbox" aria-label={box.results} sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: '60vh', overflow: 'auto' }}>
            {results.map((result, i) => (
              <SearchOption key={i} id={optionId(i)} result={result} active={i === active} onHover={() => setActive(i)} onPick={() => pick(result)} />
            ))}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}

function SearchOption({ id, result, active, onHover, onPick }: { id: string; result: SearchResult; active: boolean; onHover: () => void; onPick: () => void }) {
  const { entry } = result;
  const { before, match, after } = snippet(result);
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={active}
      onMouseMove={onHover}
      onClick={onPick}
      sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: active ? 'action.selected' : undefined, borderBlockEnd: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entry.place}
        {entry.block ? ` › ${entry.block}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        <Box component="span" sx={{ marginInlineEnd: 1 }}>
          {entry.field}:
        </Box>
        <Box component="span" lang={entry.language} dir={entry.language === 'ar' ? 'rtl' : undefined} sx={{ color: 'text.primary', unicodeBidi: 'isolate' }}>
          {before}
          <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25 }}>
            {match}
          </Box>
          {after}
        </Box>
      </Typography>
    </Box>
  );
}
