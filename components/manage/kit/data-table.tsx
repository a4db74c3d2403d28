'use client';

import { Fragment, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { RowActions, type KitRowAction } from './row-actions';

export type { KitRowAction } from './row-actions';

// The table of every list page: columns declared once, row selection for batch actions, text
// columns with a minimum width, and a compact action column (row-actions.tsx: 更多 for the rest).

export type KitColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  className?: string;
  /** Never wrap (status badges, times, numbers). */
  nowrap?: boolean;
};


type Props<T> = {
  caption: string;
  columns: KitColumn<T>[];
  rows: T[] | undefined;
  rowKey?: (row: T) => string | number;
  failed?: boolean;
  /** The rows shown answer an earlier query (new filters or page still loading): marked busy, dimmed and inert, so no click acts on a row of the earlier query. */
  busy?: boolean;
  onRetry?: () => void;
  actions?: KitRowAction<T>[];
  selection?: { selected: (string | number)[]; onChange: (ids: (string | number)[]) => void; label: (row: T) => string };
  expanded?: (row: T) => ReactNode;
  rowTestId?: string;
};

const th = 'border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-medium text-slate-600';
const td = 'px-3 py-2 align-middle text-sm text-slate-800';
/**
 * Text columns never narrow below these (names wrapped to 6–8 lines at 72 px): the first, the row's
 * name, below 10rem, the others below 7rem; beyond that the table's automatic layout gives them the
 * spare width by their content. Mins this size leave room for the nowrap columns and the actions
 * in every language, so the table fits its card at 1366 px (a 9rem min for all overflowed in Spanish).
 */
const NAME_MIN = 'min-w-40';
const TEXT_MIN = 'min-w-28';

/** Each column's width rule for its cells; a header wraps between words (a long header kept on one line widened a column of "80%" to 157 px). */
function columnClasses<T>(columns: KitColumn<T>[], cell: boolean): string[] {
  const name = columns.findIndex((c) => !c.nowrap);
  return columns.map((c, i) => cn(c.nowrap ? (cell && 'whitespace-nowrap') : i === name ? NAME_MIN : TEXT_MIN, c.className));
}

/** Rows are keyed by their `id`, or by `rowKey` for rows without one (a roster's enrolments). */
export function DataTable<T>(props: Props<T>) {
  const t = useTranslations('ManageKit');
  const { rows, columns, actions, selection } = props;
  const keyOf = props.rowKey ?? ((r: T) => (r as { id: number | string }).id);
  const span = columns.length + (actions?.length ? 1 : 0) + (selection ? 1 : 0);
  const widths = columnClasses(columns, true);
  const heads = columnClasses(columns, false);
  const allChosen = Boolean(rows?.length) && rows!.every((r) => selection?.selected.includes(keyOf(r)));

  let body: ReactNode;
  if (props.failed && !rows) {
    body = (
      <tr><td colSpan={span} role="alert" className="px-4 py-10 text-center text-sm text-slate-600">
        {t('loadFailed')} {props.onRetry && <Button variant="ghost" size="sm" onClick={props.onRetry}>{t('retry')}</Button>}
      </td></tr>
    );
  } else if (!rows) {
    body = (
      <tr><td colSpan={span} role="status" className="px-4 py-6">
        <span className="sr-only">{t('loading')}</span><Skeleton className="h-4 w-full" /><Skeleton className="mt-2 h-4 w-2/3" />
      </td></tr>
    );
  } else if (rows.length === 0) {
    body = <tr><td colSpan={span} className="px-4 py-10 text-center text-sm text-slate-500">{t('empty')}</td></tr>;
  } else {
    body = rows.map((row, index) => {
      const key = keyOf(row);
      const extra = props.expanded?.(row);
      return (
        <Fragment key={key}>
          <tr data-testid={props.rowTestId} data-id={key} className="border-b border-slate-100 hover:bg-slate-50">
            {selection && (
              <td className={cn(td, 'w-8')}>
                <input type="checkbox" aria-label={selection.label(row) || t('selectRow', { index: index + 1 })} checked={selection.selected.includes(key)}
                  onChange={() => selection.onChange(selection.selected.includes(key) ? selection.selected.filter((x) => x !== key) : [...selection.selected, key])} />
              </td>
            )}
            {columns.map((c, i) => <td key={c.key} className={cn(td, widths[i])}>{c.render(row)}</td>)}
            {actions?.length ? (
              <td className={td}>
                <RowActions row={row} actions={actions} />
              </td>
            ) : null}
          </tr>
          {extra && <tr><td colSpan={span} className="bg-slate-50 px-6 py-4">{extra}</td></tr>}
        </Fragment>
      );
    });
  }

  return (
    <div className="overflow-x-auto">
      <table data-testid="kit-table" aria-busy={props.busy ? true : undefined} className={cn('w-full border-collapse', props.busy && 'opacity-60 transition-opacity')}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={cn(th, 'w-8')}>
                <input type="checkbox" aria-label={t('selectAll')} checked={allChosen} onChange={() => selection.onChange(allChosen ? [] : (rows ?? []).map(keyOf))} />
              </th>
            )}
            {columns.map((c, i) => <th key={c.key} scope="col" data-kind={c.nowrap ? 'nowrap' : 'text'} className={cn(th, heads[i])}>{c.label}</th>)}
            {actions?.length ? <th scope="col" data-kind="actions" className={th}>{t('actions')}</th> : null}
          </tr>
        </thead>
        <tbody inert={props.busy || undefined}>{body}</tbody>
      </table>
    </div>
  );
}
