import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useDiscardTypedText } from '../../../components/DiscardTypedText';
import { moveItem, orderChanged } from '../logic';

/** One item of a 'Change order' list. */
export interface OrderItem {
  id: number;
  title: string;
  archived?: boolean;
}

/** One draggable row: a drag handle (keyboard: Space to lift, arrows to move, Space to drop) and move buttons. */
function SortableRow({
  item,
  index,
  count,
  onMove,
}: {
  item: OrderItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        position: 'relative',
      }}
    >
      <Paper withBorder p="xs" shadow={isDragging ? 'md' : undefined} bg={isDragging ? 'blue.0' : undefined}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Button
              ref={setActivatorNodeRef}
              variant="default"
              size="compact-sm"
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${item.title}`}
            >
              ⠿
            </Button>
            <Text size="sm" td={item.archived ? 'line-through' : undefined}>
              {index + 1}. {item.title}
              {item.archived ? ' (archived)' : ''}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="default"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={`Move up: ${item.title}`}
            >
              Up
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`Move down: ${item.title}`}
            >
              Down
            </Button>
          </Group>
        </Group>
      </Paper>
    </li>
  );
}

/**
 * 'Change order' modal (docs/features/curation.md §4, §8, §10): drag and drop with @dnd-kit (pointer, and
 * keyboard through the KeyboardSensor with sortableKeyboardCoordinates), plus 'Up'/'Down' buttons as a
 * single-pointer alternative; 'Save' sends the ids in their new order (only when it changed) and closes
 * the modal once saved. Moves are announced to screen readers with the items' titles.
 * @param opened whether the modal is open; @param onClose closes it; @param title modal title
 * @param items the items in their current order
 * @param onSave saves the new order with the order's ETag as it was when the modal opened; resolves true
 *   when saved
 * @param orderEtag the list's order ETag (`domainOrder`, `competencyOrder`, `attributeOrder`)
 */
export function OrderModal({
  opened,
  onClose,
  title,
  items,
  onSave,
  orderEtag,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  items: readonly OrderItem[];
  onSave: (ids: number[], ifMatch: string | undefined) => Promise<boolean>;
  orderEtag?: string;
}) {
  const [order, setOrder] = useState<OrderItem[]>([...items]);
  /** The order's ETag when the modal opened: what the new order is based on (ADR 0021). */
  const basedOn = useRef<string | undefined>(orderEtag);
  const { requestClose, dialog } = useDiscardTypedText(
    opened &&
      orderChanged(
        items.map((i) => i.id),
        order.map((i) => i.id),
      ),
    onClose,
  );
  const [saving, setSaving] = useState(false);
  // Start from the given order each time the modal opens (not on every re-render of the parent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens
  useEffect(() => {
    if (opened) {
      setOrder([...items]);
      basedOn.current = orderEtag;
    }
  }, [opened]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => order.find((i) => i.id === Number(id))?.title ?? String(id);
  const positionOf = (id: string | number) => order.findIndex((i) => i.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${order.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${order.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((current) => {
      const from = current.findIndex((i) => i.id === Number(active.id));
      const to = current.findIndex((i) => i.id === Number(over.id));
      return arrayMove(current, from, to);
    });
  };

  const save = async () => {
    const ids = order.map((i) => i.id);
    if (
      !orderChanged(
        items.map((i) => i.id),
        ids,
      )
    ) {
      onClose();
      return;
    }
    setSaving(true);
    const saved = await onSave(ids, basedOn.current);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm" mb="sm">
          Drag the items into their new order, or use a handle with the keyboard: Space to pick it up, the
          arrow keys to move it, Space to drop it. The Up and Down buttons move an item by one place.
        </Text>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <ol
              style={{ padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
              aria-label={title}
            >
              {order.map((item, index) => (
                <SortableRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={order.length}
                  onMove={(from, to) => setOrder((current) => moveItem(current, from, to))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={requestClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Modal>
      {dialog}
    </>
  );
}
