// A save refused because site.json changed on disk since the studio read it: the file is left
// as it is; the marketer may load its current version (losing the draft) or keep the draft.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function ConflictDialog({ message, onReload, onKeep }: { message?: string; onReload: () => void; onKeep: () => void }) {
  return (
    <Dialog open={Boolean(message)} onClose={onKeep} aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <DialogTitle id="conflict-title">Not saved: the file changed on disk</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Reloading shows the file as it is now; the changes you made here since you last saved are then lost. Keeping your draft lets you copy what you need first.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>Keep my draft</Button>
        <Button variant="contained" onClick={onReload}>
          Reload the file
        </Button>
      </DialogActions>
    </Dialog>
  );
}
