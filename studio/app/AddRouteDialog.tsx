// A new page: its path and its titles and descriptions in both languages. It starts without
// blocks, which the problems list says until one is added.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { RouteData } from '../shared/siteData.ts';
import { useStudioWords } from './studioWords.ts';

const empty = { path: '/', titleEn: '', titleAr: '', descriptionEn: '', descriptionAr: '' };

export function AddRouteDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (route: RouteData) => void }) {
  const words = useStudioWords().addPage;
  const [fields, setFields] = useState(empty);
  const field = (name: keyof typeof empty, label: string, arabic = false) => (
    <TextField
      label={label}
      value={fields[name]}
      required
      size="small"
      multiline={name.startsWith('description')}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      slotProps={{ htmlInput: arabic ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' } }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ path: fields.path.trim(), title: { en: fields.titleEn, ar: fields.titleAr }, description: { en: fields.descriptionEn, ar: fields.descriptionAr }, blocks: [] });
    setFields(empty);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-route-title" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle id="add-route-title">{words.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 420 }}>
          {field('path', words.path)}
          {field('titleEn', words.titleEn)}
          {field('titleAr', words.titleAr, true)}
          {field('descriptionEn', words.descriptionEn)}
          {field('descriptionAr', words.descriptionAr, true)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
        <Button type="submit" variant="contained">
          {words.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
