import type { TrainingClass } from '@/lib/api/types';
import { EmptyState } from '@/components/ui/empty-state';
import { ClassCard } from '../class-card';
import { Unavailable } from './unavailable';

export async function ClassGrid({ classes, emptyText }: { classes: Promise<TrainingClass[] | null>; emptyText: string }) {
  const list = await classes;
  if (list === null) return <Unavailable />;
  if (list.length === 0) return <EmptyState title={emptyText} />;
  return <ClassList items={list} />;
}

export function ClassList({ items }: { items: TrainingClass[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <ClassCard item={item} />
        </li>
      ))}
    </ul>
  );
}
