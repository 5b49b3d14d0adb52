// A save refused because the content changed since the studio read it (site.json on disk, or
// another member's save in the console): nothing is overwritten; the marketer may load the
// current version (losing the draft) or keep the draft.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ConflictDialog({ conflict, onReload, onKeep }: { conflict?: { title?: string; message: string }; onReload: () => void; onKeep: () => void }) {
  return (
    <Dialog open={Boolean(conflict)} onClose={onKeep} aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <DialogTitle id="conflict-title">{conflict?.title ?? 'Not saved: the file changed on disk'}</DialogTitle>
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
    </Dialog>
  );
}
