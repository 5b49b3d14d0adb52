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

interface ConflictDialogProps {
  conflict?: SaveConflict;
  onReload: () => void;
  onKeep: () => void;
  onMerge: (site: SiteData, theirs: NewerVersion, message: string) => void;
}

export function ConflictDialog({ conflict, onReload, onKeep, onMerge }: ConflictDialogProps) {
  return (
    <Dialog open={Boolean(conflict)} onClose={onKeep} aria-labelledby="conflict-title" aria-describedby="conflict-text" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">{conflict?.title ?? 'Not saved: the file changed on disk'}</DialogTitle>
      {conflict?.theirs && conflict.base && conflict.mine ? (
        <SideBySide key={conflict.theirs.hash} theirs={conflict.theirs} base={conflict.base} mine={conflict.mine} onReload={onReload} onKeep={onKeep} onMerge={onMerge} />
      ) : (
        <>
          <DialogContent>
            <DialogContentText id="conflict-text">{conflict?.message}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              Loading the saved version shows the content as it is now; the changes you made here since you last saved are then lost. Keeping your draft lets you copy what you need first.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onKeep}>Keep my draft</Button>
            <Button variant="contained" onClick={onReload}>
              Load the saved version
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
  const { conflicts } = useMemo(() => mergeJson(base, mine, theirs.site), [base, mine, theirs]);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const chosen = conflicts.filter((conflict) => choices[conflict.pointer]).length;
  const version = savedWords(theirs.savedAt, theirs.savedBy);
  const merge = () => {
    const result = mergeJson(base, mine, theirs.site, choices);
    onMerge(result.value, theirs, mergedMessage(theirs, result, base, chosen));
  };
  return (
    <>
      <DialogContent>
        <DialogContentText id="conflict-text">
          Nothing was saved yet. In {version}, {conflicts.length === 1 ? 'one place' : `${conflicts.length} places`} you changed too {conflicts.length === 1 ? 'was' : 'were'} changed
          differently. Everything else you both changed will be kept. Choose which version to keep for each place below.
        </DialogContentText>
        {conflicts.map((conflict) => (
          <ConflictChoice
            key={conflict.pointer}
            conflict={conflict}
            place={conflictPlace(conflict, base)}
            theirsLabel={theirs.savedBy ? `${theirs.savedBy}’s version` : 'The file on disk'}
            choice={choices[conflict.pointer]}
            onChoose={(side) => setChoices((current) => ({ ...current, [conflict.pointer]: side }))}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>Load the saved version</Button>
        <Button onClick={onKeep}>Keep my draft</Button>
        <Button variant="contained" disabled={chosen < conflicts.length} onClick={merge}>
          Merge with these choices
        </Button>
      </DialogActions>
    </>
  );
}
