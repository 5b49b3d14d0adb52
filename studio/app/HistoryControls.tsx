// Undo and Redo in the top bar, and their keys: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (⌘ on a Mac).
// The keys undo the studio's last change even inside a text field: a marketer expects Ctrl+Z to
// undo the last thing they did, and the field's own undo would disagree with the studio's history
// (the field is redrawn from the draft at every key). Inside a dialog the field's own undo works
// (shortcuts.ts).
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import type { HistoryEnds } from './history.ts';
import { useShortcut } from './shortcuts.ts';
import { useStudioWords } from './studioWords.ts';

interface HistoryControlsProps {
  toUndo?: HistoryEnds['undo'];
  toRedo?: HistoryEnds['redo'];
  onUndo: () => void;
  onRedo: () => void;
  /** On a phone: the icons alone, a finger's size (their names stay “Undo” and “Redo”). */
  compact?: boolean;
}

const iconSize = { minWidth: 44, minHeight: 44 };

export function HistoryControls({ toUndo, toRedo, onUndo, onRedo, compact = false }: HistoryControlsProps) {
  const words = useStudioWords();
  const box = useRef<HTMLDivElement>(null);
  useShortcut(box, (letter, event) => {
    if (letter === 'y' || (letter === 'z' && event.shiftKey)) onRedo();
    else if (letter === 'z') onUndo();
    else return false;
    return true;
  });
  return (
    // The browser's own tooltip (title): MUI's, drawn again at each new step, made the form lose keys typed meanwhile.
    <Box ref={box} sx={{ display: 'flex', gap: 0.5 }}>
      {compact ? (
        <>
          <Button color="inherit" aria-label={words.undo} disabled={!toUndo} onClick={onUndo} title={toUndo ? words.undoWhat(toUndo.label) : undefined} sx={iconSize}>
            <UndoIcon />
          </Button>
          <Button color="inherit" aria-label={words.redo} disabled={!toRedo} onClick={onRedo} title={toRedo ? words.redoWhat(toRedo.label) : undefined} sx={iconSize}>
            <RedoIcon />
          </Button>
        </>
      ) : (
        <>
          <Button color="inherit" size="small" startIcon={<UndoIcon />} disabled={!toUndo} onClick={onUndo} title={toUndo ? `${words.undoWhat(toUndo.label)} (Ctrl+Z)` : undefined}>
            {words.undo}
          </Button>
          <Button color="inherit" size="small" startIcon={<RedoIcon />} disabled={!toRedo} onClick={onRedo} title={toRedo ? `${words.redoWhat(toRedo.label)} (Ctrl+Shift+Z)` : undefined}>
            {words.redo}
          </Button>
        </>
      )}
    </Box>
  );
}
