// Adds a block of any type the registry knows, starting from the example of its schema.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { BlockTypeInfo } from '../shared/api.ts';
import { blockLabel } from '../shared/blockLabels.ts';

export function AddBlockMenu({ types, onAdd, where }: { types: BlockTypeInfo[]; onAdd: (type: BlockTypeInfo) => void; where: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button startIcon={<AddIcon />} variant="outlined" aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        Add block {where}
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
            <ListItemText primary={blockLabel(type.type)} secondary={type.description} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
