'use client';

import { Button } from '@/components/ui/button';
import type { Pagination } from '@/lib/contract/envelope';

/** Previous / next for the learner's client-side lists; hidden when everything fits on one page. */
export function Pager({ pagination, onPage, labels }: { pagination: Pagination; onPage: (page: number) => void; labels: { previous: string; next: string; page: string } }) {
  if (pagination.total_pages <= 1) return null;
  return (
    <nav aria-label={labels.page} className="mt-5 flex items-center justify-between gap-3 text-sm text-slate-700">
      <Button variant="outline" size="sm" disabled={pagination.current_page <= 1} onClick={() => onPage(pagination.current_page - 1)}>{labels.previous}</Button>
      <span>{labels.page}</span>
      <Button variant="outline" size="sm" disabled={pagination.current_page >= pagination.total_pages} onClick={() => onPage(pagination.current_page + 1)}>{labels.next}</Button>
    </nav>
  );
}
