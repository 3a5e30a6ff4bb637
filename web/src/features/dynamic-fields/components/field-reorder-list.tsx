import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
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
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { DRAG_HOLD_MS, DRAG_TOLERANCE_PX } from '../model/field-form';
import { Hint } from '@/components/hint';

function SortableField({ field }: { field: DynamicFieldRecord }) {
  const { t } = useTranslation('lotform');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid={`reorder-${field.id}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        // The hold must not scroll the page on touch screens.
        touchAction: 'none',
        cursor: 'grab',
      }}
      aria-label={t('admin.reorder.handle', { label: field.label })}
      {...attributes}
      {...listeners}
    >
      <Group gap="xs" wrap="nowrap">
        <Text c="dimmed" aria-hidden>
          ⠿
        </Text>
        <Text size="sm" c={field.active === 2 ? 'dimmed' : undefined}>
          <bdi>{field.label}</bdi>
        </Text>
      </Group>
    </Paper>
  );
}

/** The fields of one page as a list to drag into a new order (hold 250 ms touch, 100 ms mouse). */
export function FieldReorderList({
  fields,
  onReorder,
}: {
  fields: DynamicFieldRecord[];
  onReorder: (ids: string[]) => void;
}) {
  const { t } = useTranslation('lotform');
  const sensors = useSensors(
    useSensor(MouseSensor, {
      activationConstraint: { delay: DRAG_HOLD_MS.mouse, tolerance: DRAG_TOLERANCE_PX },
    }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_HOLD_MS.touch, tolerance: DRAG_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((f) => f.id);
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  return (
    <Stack gap="xs" data-testid="field-reorder">
      <Text size="sm" fw={500}>
        {t('admin.reorder.title')}
      </Text>
      <Hint size="xs">{t('admin.reorder.hint')}</Hint>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {fields.map((f) => (
            <SortableField key={f.id} field={f} />
          ))}
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
