// The rich-text editor's link (Ctrl+K, or Link in the toolbar): a page of the site, chosen from
// the draft's routes, or an https:// address typed in. The site opens each as its other links:
// a page in the visitor's language, an address in a new tab.
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isLinkTarget } from './inlineMarks.ts';
import { useStudioWords } from '../studioWords.ts';

/** A page is found by its path or its title. */
const filterPages = createFilterOptions<LinkChoice>({ stringify: (page) => `${page.path} ${page.title}` });

export interface LinkChoice {
  path: string;
  title: string;
}

interface LinkDialogProps {
  /** The words the link is on. */
  words: string;
  /** The link's address when the words are a link already. */
  current?: string;
  pages: LinkChoice[];
  onDone: (href: string | undefined) => void;
  onCancel: () => void;
}

export function LinkDialog({ words, current, pages, onDone, onCancel }: LinkDialogProps) {
  const [href, setHref] = useState(current ?? '');
  const [tried, setTried] = useState(false);
  const say = useStudioWords().richText;
  const valid = isLinkTarget(href.trim());
  const apply = () => (valid ? onDone(href.trim()) : setTried(true));
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby="rt-link-title"
      fullWidth
      maxWidth="sm"
      // Enter applies the link, unless it picks one of the pages listed.
      slotProps={{ paper: { component: 'form', onSubmit: (event: React.FormEvent) => (event.preventDefault(), apply()) } as object }}
    >
      <DialogTitle id="rt-link-title">{current ? say.editLink : say.addLink}</DialogTitle>
      <DialogContent>
        <Autocomplete
          freeSolo
          openOnFocus
          options={pages}
          filterOptions={filterPages}
          getOptionLabel={(page) => (typeof page === 'string' ? page : page.path)}
          renderOption={({ key, ...props }, page) => (
            <li key={key} {...props}>
              <bdi>{page.path}</bdi>&nbsp;·&nbsp;<bdi>{page.title}</bdi>
            </li>
          )}
          inputValue={href}
          onInputChange={(_, text) => setHref(text)}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={say.linkTarget}
              helperText={tried && !valid ? say.linkHelp : say.linkOn(words)}
              error={tried && !valid}
              size="small"
              sx={{ mt: 1 }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        {current && (
          <Button color="error" onClick={() => onDone(undefined)}>
            {say.removeLink}
          </Button>
        )}
        <Button onClick={onCancel}>{say.cancel}</Button>
        <Button variant="contained" type="submit">
          {current ? say.updateLink : say.addLinkButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
