// A route's blocks in order: drag a block by its handle, or move it with the keyboard alone
// (focus the handle, Space, arrow keys, Space; Escape cancels), with what happens read out to
// screen readers. Each block can be opened, duplicated or removed.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import { memo, useRef } from 'react';

export interface BlockItem {
  key: string;
  name: string;
  problems: number;
}

interface BlockListProps {
  items: BlockItem[];
  selected?: string;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

function SortableBlock({ item, index, selected, onSelect, onDuplicate, onRemove }: { item: BlockItem; index: number; selected: boolean } & Pick<BlockListProps, 'onSelect' | 'onDuplicate' | 'onRemove'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-block={item.key}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', position: 'relative', zIndex: isDragging ? 1 : 0, boxShadow: isDragging ? 4 : 0 }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move block ${index + 1}, ${item.name}`} sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIndicatorIcon />
      </IconButton>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(item.key)} sx={{ minWidth: 0, gap: 1 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {index + 1}. {item.name}
        </Box>
        {item.problems > 0 && <Chip size="small" color="error" label={`${item.problems} problem${item.problems === 1 ? '' : 's'}`} />}
      </ListItemButton>
      <Tooltip title="Duplicate">
        <IconButton aria-label={`Duplicate block ${index + 1}, ${item.name}`} onClick={() => onDuplicate(index)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Remove">
        <IconButton aria-label={`Remove block ${index + 1}, ${item.name}`} onClick={() => onRemove(index)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Memoised: drawn again when its items or the selection change, not at every key typed in a form. */
export const BlockList = memo(function BlockList({ items, selected, onSelect, onMove, onDuplicate, onRemove }: BlockListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (key: unknown) => items.findIndex((item) => item.key === key) + 1;
  const name = (key: unknown) => items.find((item) => item.key === key)?.name ?? 'block';
  // Over its own place right after the pick-up says nothing, so that "Picked up" is what is heard.
  const movedAway = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => ((movedAway.current = false), `Picked up ${name(active.id)}, block ${position(active.id)} of ${items.length}.`),
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} is not over the list.`;
      if (over.id === active.id && !movedAway.current) return undefined;
      movedAway.current = true;
      return `${name(active.id)} would move to position ${position(over.id)} of ${items.length}.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} moved to position ${position(over.id)} of ${items.length}.` : `${name(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} stays at position ${position(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move this block, press Space or Enter, then the up and down arrow keys, then Space or Enter to drop it where it is; Escape cancels.' },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label="Blocks of this page, in order" hidden={items.length === 0} sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {items.map((item, index) => (
            <SortableBlock key={item.key} item={item} index={index} selected={item.key === selected} onSelect={onSelect} onDuplicate={onDuplicate} onRemove={onRemove} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
});
