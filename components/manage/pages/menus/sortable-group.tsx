'use client';

import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

type Item = { id: number; title: string };

/**
 * One list of siblings that can be reordered by dragging a row's handle. Each list has its own
 * context, so an item can only land among its own siblings (the API takes one parent at a time).
 */
export function SortableGroup({ items, onReorder, children }: { items: Item[]; onReorder: (ids: number[]) => void; children: ReactNode }) {
  const t = useTranslations('ManageSystem');
  const id = useId();
  // A small move before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const title = (key: UniqueIdentifier) => items.find((i) => i.id === Number(key))?.title ?? '';
  const position = (key: UniqueIdentifier) => items.findIndex((i) => i.id === Number(key)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragPicked', { title: title(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dragOver', { title: title(active.id), position: position(over.id) }) : t('dragOutside', { title: title(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dragDropped', { title: title(active.id), position: position(over.id) }) : t('dragCancelled', { title: title(active.id) })),
    onDragCancel: ({ active }) => t('dragCancelled', { title: title(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The row element's ref and style (it moves while dragged, with its subtree) and the handle's props. */
export function useSortableRow(id: number) {
  const t = useTranslations('ManageSystem');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription: t('sortable') } });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 10 : undefined };
  return { rowRef: setNodeRef, style, isDragging, handle: { ref: setActivatorNodeRef, ...attributes, ...listeners } };
}

export function DragHandle({ label, handle }: { label: string; handle: ReturnType<typeof useSortableRow>['handle'] }) {
  const { ref, ...props } = handle;
  return (
    <button
      type="button" ref={ref} aria-label={label} {...props}
      className="cursor-grab touch-none select-none rounded px-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 active:cursor-grabbing"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
