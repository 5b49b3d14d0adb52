// Undo and Redo in the top bar, and their keys: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (⌘ on a Mac).
// The keys undo the studio's last change even inside a text field: a marketer expects Ctrl+Z to
// undo the last thing they did, and the field's own undo would disagree with the studio's history
// (the field is redrawn from the draft at every key). Inside a dialog the field's own undo works.
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import type { Step } from './history.ts';

/** The letter of a shortcut whatever the keyboard's language: with an Arabic layout, Ctrl+Z's key is "ئ". */
export const shortcutLetter = (event: KeyboardEvent) => (/^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code.replace(/^Key/, '').toLowerCase());

interface HistoryControlsProps {
  toUndo?: Step;
  toRedo?: Step;
  onUndo: () => void;
  onRedo: () => void;
}

export function HistoryControls({ toUndo, toRedo, onUndo, onRedo }: HistoryControlsProps) {
  const actions = useRef({ onUndo, onRedo });
  actions.current = { onUndo, onRedo };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if ((event.target as Element | null)?.closest?.('[role="dialog"]')) return;
      const letter = shortcutLetter(event);
      const isRedo = letter === 'y' || (letter === 'z' && event.shiftKey);
      if (letter !== 'z' && letter !== 'y') return;
      event.preventDefault();
      if (isRedo) actions.current.onRedo();
      else actions.current.onUndo();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip describeChild title={toUndo ? `Undo: ${toUndo.label} (Ctrl+Z)` : 'Nothing to undo'}>
        <span>
          <Button color="inherit" size="small" startIcon={<UndoIcon />} disabled={!toUndo} onClick={onUndo}>
            Undo
          </Button>
        </span>
      </Tooltip>
      <Tooltip describeChild title={toRedo ? `Redo: ${toRedo.label} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
        <span>
          <Button color="inherit" size="small" startIcon={<RedoIcon />} disabled={!toRedo} onClick={onRedo}>
            Redo
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
