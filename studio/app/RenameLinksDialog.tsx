// A page's path changed and links still lead to the old one: update them all, and let the old
// address redirect to the new one (visitors' bookmarks, search engines), as one change.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SiteData } from '../shared/siteData.ts';
import type { DraftChange } from './draft.ts';
import { findLinks } from './links.ts';
import { placeWords } from '../shared/problemWords.ts';
import { useStudioLanguage, useStudioWords, type StudioLanguage } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

/** Where the links are, by page and block or site-wide part (in the studio's language), and how many in each. */
export function linkPlaces(site: SiteData, path: string, language: StudioLanguage = 'en'): Array<[string, number]> {
  const places = new Map<string, number>();
  for (const pointer of findLinks(site, path)) {
    const parts = pointer.split('/');
    const place = placeWords(parts[1] === 'routes' ? parts.slice(0, parts[3] === 'blocks' ? 5 : 3).join('/') : `/${parts[1]}${parts[1] === 'layout' ? `/${parts[2]}` : ''}`, site, language);
    places.set(place, (places.get(place) ?? 0) + 1);
  }
  return [...places];
}

export type Rename = { route: number; from: string; to: string };

interface RenameLinksDialogProps {
  site: SiteData;
  /** A page's path as it was, and as it is now. */
  rename?: Rename;
  onApply: (change: Extract<DraftChange, { type: 'retargetLinks' }>) => void;
  onClose: () => void;
}

/** Whether to ask: links lead to the old path, and the new one is a path no other page has. */
export function offersLinkUpdate(site: SiteData, { route, from, to }: Rename): boolean {
  const taken = site.routes.some((other, i) => i !== route && other.path === to);
  return !taken && /^\/[a-z0-9/-]*$/.test(to) && findLinks(site, from).length > 0;
}

export function RenameLinksDialog({ site, rename, onApply, onClose }: RenameLinksDialogProps) {
  const [redirect, setRedirect] = useState(true);
  const words = useStudioWords().renameLinks;
  const language = useStudioLanguage();
  if (!rename) return null;
  // The paths keep their own direction inside an Arabic sentence.
  const from = isolated(rename.from, language);
  const to = isolated(rename.to, language);
  const places = linkPlaces(site, rename.from, language);
  const count = places.reduce((sum, [, n]) => sum + n, 0);
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-title" aria-describedby="rename-text" maxWidth="sm" fullWidth>
      <DialogTitle id="rename-title">{words.title(from)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="rename-text">{words.lead(count, from, to)}</DialogContentText>
        <Typography component="ul" variant="body2" color="text.secondary" sx={{ my: 1, paddingInlineStart: 3 }}>
          {places.map(([place, n]) => (
            <li key={place}>
              {place}
              {n > 1 ? words.linksHere(n) : ''}
            </li>
          ))}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={redirect} onChange={(event) => setRedirect(event.target.checked)} />}
          label={words.redirect(from, to)}
        />
        <Typography variant="body2" color="text.secondary">
          {words.redirectHelp(from, to)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.keep}</Button>
        <Button variant="contained" onClick={() => onApply({ type: 'retargetLinks', ...rename, redirect })}>
          {words.update(count)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
