// Adds a block of any type the registry knows, starting from the example of its schema.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { BlockTypeInfo } from '../shared/api.ts';
import { blockLabel } from '../shared/blockLabels.ts';
import { blockNamesAr } from '../shared/studioNames.ts';
import { blockDescriptionsAr } from '../shared/editorNamesAr.ts';
import { useStudioLanguage } from './studioWords.ts';

/** `label`: the button's words, which say where the block goes. */
export function AddBlockMenu({ types, onAdd, label }: { types: BlockTypeInfo[]; onAdd: (type: BlockTypeInfo) => void; label: string }) {
  const arabic = useStudioLanguage() === 'ar';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button startIcon={<AddIcon />} variant="outlined" aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 480, maxWidth: 520 } } }}>
        {types.map((type) => (
          <MenuItem
            key={type.type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            <ListItemText
              primary={blockLabel(type.type, arabic ? blockNamesAr : undefined)}
              // The schemas describe each type in English; the Arabic studio has its own words for each (a new type without them: its English, said so).
              secondary={arabic && blockDescriptionsAr[type.type] ? blockDescriptionsAr[type.type] : <span lang="en" dir="auto">{type.description}</span>}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
