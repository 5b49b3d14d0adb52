// Save, and why it cannot be pressed: a draft with problems would fail the build.
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StudioWords } from './console/words/studio.ts';
import { useStudioWords } from './studioWords.ts';

interface SaveControlsProps {
  problems: number;
  dirty: boolean;
  checking: boolean;
  saving: boolean;
  onSave: () => void;
  /** On a phone: the state in small words beside a Save of a finger's size (44 px). */
  compact?: boolean;
}

/** In a marketer's words: no file names (the console saves to its database, the studio on a computer to site.json). */
export function saveState({ problems, dirty, checking, saving }: Omit<SaveControlsProps, 'onSave' | 'compact'>, words: StudioWords['save']): { enabled: boolean; message: string } {
  if (saving) return { enabled: false, message: words.saving };
  if (checking) return { enabled: false, message: words.checking };
  if (problems > 0) return { enabled: false, message: words.cannot(problems) };
  if (!dirty) return { enabled: false, message: words.clean };
  return { enabled: true, message: words.dirty };
}

export function SaveControls(props: SaveControlsProps) {
  const words = useStudioWords().save;
  const { enabled, message } = saveState(props, words);
  const { compact = false } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 1 : 2 }}>
      <Typography id="save-state" role="status" variant={compact ? 'caption' : 'body2'} sx={compact ? { maxWidth: '9rem', lineHeight: 1.2, textAlign: 'end' } : undefined}>
        {message}
      </Typography>
      {/* Off and on again with every key while the draft is checked: without MUI's colour fade, a
          marketer's typing keeps no animation (a frame drawn after another) running beside it. */}
      <Button
        variant="contained"
        color="secondary"
        startIcon={<SaveIcon />}
        disabled={!enabled}
        aria-describedby="save-state"
        onClick={props.onSave}
        sx={{ transition: 'none', flexShrink: 0, ...(compact && { minHeight: 44, minWidth: 88 }) }}
      >
        {words.button}
      </Button>
    </Box>
  );
}
