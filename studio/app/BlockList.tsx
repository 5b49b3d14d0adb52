// A route's blocks in order: drag a block by its handle, or move it with the keyboard alone
// (focus the handle, Space, arrow keys, Space; Escape cancels), with what happens read out to
// screen readers. Each block can be opened, duplicated or removed.
import { DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
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
import { useStudioWords } from './studioWords.ts';

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
  const words = useStudioWords();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-block={item.key}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', position: 'relative', zIndex: isDragging ? 1 : 0, boxShadow: isDragging ? 4 : 0 }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={words.blockList.move(index + 1, item.name)} sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIndicatorIcon />
      </IconButton>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(item.key)} sx={{ minWidth: 0, gap: 1 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
          {index + 1}. {item.name}
        </Box>
        {item.problems > 0 && <Chip size="small" color="error" label={words.problemCount(item.problems)} />}
      </ListItemButton>
      <Tooltip title={words.blockList.duplicate}>
        <IconButton aria-label={words.blockList.duplicateBlock(index + 1, item.name)} onClick={() => onDuplicate(index)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={words.blockList.remove}>
        <IconButton aria-label={words.blockList.removeBlock(index + 1, item.name)} onClick={() => onRemove(index)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Memoised: drawn again when its items or the selection change, not at every key typed in a form. */
export const BlockList = memo(function BlockList({ items, selected, onSelect, onMove, onDuplicate, onRemove }: BlockListProps) {
  const words = useStudioWords().blockList;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (key: unknown) => items.findIndex((item) => item.key === key) + 1;
  const name = (key: unknown) => items.find((item) => item.key === key)?.name ?? words.aBlock;
  // Over its own place right after the pick-up says nothing, so that "Picked up" is what is heard.
  const movedAway = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => ((movedAway.current = false), words.pickedUp(name(active.id), position(active.id), items.length)),
    onDragOver: ({ active, over }) => {
      if (!over) return words.notOver(name(active.id));
      if (over.id === active.id && !movedAway.current) return undefined;
      movedAway.current = true;
      return words.wouldMove(name(active.id), position(over.id), items.length);
    },
    onDragEnd: ({ active, over }) => (over ? words.moved(name(active.id), position(over.id), items.length) : words.droppedInPlace(name(active.id))),
    onDragCancel: ({ active }) => words.cancelled(name(active.id), position(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The blocks' places are known before a drag starts: an arrow key pressed right after the
      // pick-up moves the block instead of finding no place yet (measured once the drag began).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: words.instructions },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={words.label} hidden={items.length === 0} sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {items.map((item, index) => (
            <SortableBlock key={item.key} item={item} index={index} selected={item.key === selected} onSelect={onSelect} onDuplicate={onDuplicate} onRemove={onRemove} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
});
