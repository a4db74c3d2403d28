import type { TrainingClass } from '@/lib/contract/training-class';
import { EmptyState } from '@/components/ui/empty-state';
import { ClassCard } from '../class-card';
import { Unavailable } from './unavailable';

export async function ClassGrid({ classes, emptyText }: { classes: Promise<TrainingClass[] | null>; emptyText: string }) {
  const list = await classes;
  if (list === null) return <Unavailable />;
  if (list.length === 0) return <EmptyState title={emptyText} />;
  return <ClassList items={list} />;
}

/** `headingLevel`: h3 under a section's h2 (home), h2 straight under the page's h1 (/class). */
export function ClassList({ items, headingLevel = 'h3' }: { items: TrainingClass[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <ClassCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
