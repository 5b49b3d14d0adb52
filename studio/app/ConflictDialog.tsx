// A save refused because the content changed since the studio read it (site.json on disk, or
// another member's save in the console): nothing is overwritten. Where both changed the same
// places, each is shown side by side, yours and theirs, with a choice per place; everything else
// merges. Without a newer version to merge with, the marketer loads it (losing the draft) or
// keeps the draft.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState } from 'react';
import type { NewerVersion } from '../shared/api.ts';
import { mergeJson, type Side } from '../shared/mergeSites.ts';
import type { SiteData } from '../shared/siteData.ts';
import { ConflictChoice } from './ConflictChoice.tsx';
import { conflictPlace, mergedMessage, savedWords } from './mergeWords.ts';
import type { SaveConflict } from './useStudioDraft.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

interface ConflictDialogProps {
  conflict?: SaveConflict;
  onReload: () => void;
  onKeep: () => void;
  onMerge: (site: SiteData, theirs: NewerVersion, message: string) => void;
}

export function ConflictDialog({ conflict, onReload, onKeep, onMerge }: ConflictDialogProps) {
  const words = useStudioWords().conflict;
  return (
    <Dialog open={Boolean(conflict)} onClose={onKeep} aria-labelledby="conflict-title" aria-describedby="conflict-text" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">{conflict?.title ?? words.title}</DialogTitle>
      {conflict?.theirs && conflict.base && conflict.mine ? (
        <SideBySide key={conflict.theirs.hash} theirs={conflict.theirs} base={conflict.base} mine={conflict.mine} onReload={onReload} onKeep={onKeep} onMerge={onMerge} />
      ) : (
        <>
          <DialogContent>
            <DialogContentText id="conflict-text">{conflict?.message}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {words.loadWarning}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onKeep}>{words.keepDraft}</Button>
            <Button variant="contained" onClick={onReload}>
              {words.loadSaved}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

interface SideBySideProps extends Omit<ConflictDialogProps, 'conflict'> {
  theirs: NewerVersion;
  base: SiteData;
  mine: SiteData;
}

function SideBySide({ theirs, base, mine, onReload, onKeep, onMerge }: SideBySideProps) {
  const words = useStudioWords().conflict;
  const uiLanguage = useStudioLanguage();
  const { conflicts } = useMemo(() => mergeJson(base, mine, theirs.site), [base, mine, theirs]);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const chosen = conflicts.filter((conflict) => choices[conflict.pointer]).length;
  const version = savedWords(theirs.savedAt, theirs.savedBy, uiLanguage);
  const merge = () => {
    const result = mergeJson(base, mine, theirs.site, choices);
    onMerge(result.value, theirs, mergedMessage(theirs, result, base, chosen, uiLanguage));
  };
  return (
    <>
      <DialogContent>
        <DialogContentText id="conflict-text">
          {words.placesChanged(version, conflicts.length)}
        </DialogContentText>
        {conflicts.map((conflict) => (
          <ConflictChoice
            key={conflict.pointer}
            conflict={conflict}
            place={conflictPlace(conflict, base, uiLanguage)}
            theirsLabel={theirs.savedBy ? words.theirs(isolated(theirs.savedBy, uiLanguage)) : words.fileOnDisk}
            choice={choices[conflict.pointer]}
            onChoose={(side) => setChoices((current) => ({ ...current, [conflict.pointer]: side }))}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>{words.loadSaved}</Button>
        <Button onClick={onKeep}>{words.keepDraft}</Button>
        <Button variant="contained" disabled={chosen < conflicts.length} onClick={merge}>
          {words.merge}
        </Button>
      </DialogActions>
    </>
  );
}
