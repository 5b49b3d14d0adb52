// Save, and why it cannot be pressed: a draft with problems would fail the build.
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SaveControlsProps {
  fileLabel: string;
  problems: number;
  dirty: boolean;
  checking: boolean;
  saving: boolean;
  onSave: () => void;
}

export function saveState({ fileLabel, problems, dirty, checking, saving }: Omit<SaveControlsProps, 'onSave'>): { enabled: boolean; message: string } {
  if (saving) return { enabled: false, message: `Saving ${fileLabel}…` };
  if (checking) return { enabled: false, message: 'Checking the draft…' };
  if (problems > 0) return { enabled: false, message: `Cannot save: ${problems} problem${problems === 1 ? '' : 's'} to fix first (see Problems).` };
  if (!dirty) return { enabled: false, message: `No unsaved changes to ${fileLabel}.` };
  return { enabled: true, message: `Unsaved changes to ${fileLabel}.` };
}

export function SaveControls(props: SaveControlsProps) {
  const { enabled, message } = saveState(props);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography id="save-state" role="status" variant="body2">
        {message}
      </Typography>
      {/* Off and on again with every key while the draft is checked: without MUI's colour fade, a
          marketer's typing keeps no animation (a frame drawn after another) running beside it. */}
      <Button variant="contained" color="secondary" startIcon={<SaveIcon />} disabled={!enabled} aria-describedby="save-state" onClick={props.onSave} sx={{ transition: 'none' }}>
        Save
      </Button>
    </Box>
  );
}
