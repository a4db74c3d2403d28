'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DataTable, type KitColumn, type KitRowAction } from './data-table';
import { KitPager, kitInputClass } from './pager';
import type { useKitList } from './use-kit-list';

// A list page is a declaration: its title, filters (bound to the address), columns, row and
// batch actions, and the toolbar's export/import buttons. The kit draws the rest the same way on
// every page.

export type KitFilter =
  | { key: string; label: string; type: 'text'; placeholder?: string; normalize?: (v: string) => string }
  | { key: string; label: string; type: 'select'; options: { value: string; label: string }[]; allLabel?: string; noAll?: boolean }
  | { key: string; label: string; type: 'date' };

export type KitBatchAction = { key: string; label: string; variant?: 'manage' | 'ghost'; onClick: (ids: (string | number)[], clear: () => void) => void };

type List<T> = ReturnType<typeof useKitList<T>>;

type Props<T> = {
  title: string;
  list: List<T>;
  filters?: KitFilter[];
  /** The search form's accessible name ("筛选培训班"), so a page's filters are found by name. */
  filtersLabel?: string;
  columns: KitColumn<T>[];
  actions?: KitRowAction<T>[];
  batch?: { actions: KitBatchAction[]; label: (row: T) => string };
  toolbar?: ReactNode;
  rowTestId?: string;
  /** For rows without an `id`. */
  rowKey?: (row: T) => string | number;
  expanded?: (row: T) => ReactNode;
  children?: ReactNode;
  /** A list inside a page (a roster under its class, a tab): an h2 in a plain border, not a page of its own. */
  nested?: boolean;
  testId?: string;
};

function FilterBar({ filters, label, query, onFilter, onReset }: { filters: KitFilter[]; label?: string; query: Record<string, unknown>; onFilter: (patch: Record<string, string | undefined>) => void; onReset: () => void }) {
  const t = useTranslations('ManageKit');
  const id = useId();
  const texts = filters.filter((f) => f.type === 'text');
  const fromQuery = () => Object.fromEntries(texts.map((f) => [f.key, String(query[f.key] ?? '')]));
  const [draft, setDraft] = useState<Record<string, string>>(fromQuery);
  const signature = texts.map((f) => String(query[f.key] ?? '')).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(fromQuery()), [signature]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(Object.fromEntries(texts.map((f) => [f.key, draft[f.key]?.trim() || undefined])));
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {filters.map((f) => {
        const fid = `${id}-${f.key}`;
        return (
          <div key={f.key} className="flex flex-col gap-1">
            <label htmlFor={fid} className="whitespace-nowrap text-xs text-slate-600">{f.label}</label>
            {f.type === 'text' && (
              <input id={fid} name={f.key} className={`${kitInputClass} h-9 w-44`} value={draft[f.key] ?? ''} placeholder={f.placeholder}
                onChange={(e) => setDraft({ ...draft, [f.key]: f.normalize ? f.normalize(e.target.value) : e.target.value })} />
            )}
            {f.type === 'select' && (
              <select id={fid} name={f.key} className={`${kitInputClass} h-9`} value={String(query[f.key] ?? '')} onChange={(e) => onFilter({ [f.key]: e.target.value || undefined })}>
                {!f.noAll && <option value="">{f.allLabel ?? t('all')}</option>}
                {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            )}
            {f.type === 'date' && (
              <input id={fid} name={f.key} type="date" className={`${kitInputClass} h-9`} value={String(query[f.key] ?? '')} onChange={(e) => onFilter({ [f.key]: e.target.value || undefined })} />
            )}
          </div>
        );
      })}
      {texts.length > 0 && <Button type="submit" variant="manage" size="sm">{t('search')}</Button>}
      <Button variant="ghost" size="sm" onClick={onReset}>{t('reset')}</Button>
    </form>
  );
}

export function ListPage<T>(props: Props<T>) {
  const t = useTranslations('ManageKit');
  const { list } = props;
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const clear = () => setSelected([]);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={props.testId} className={props.nested ? 'space-y-3 rounded border border-slate-200 p-4' : 'space-y-4 rounded bg-white p-6 shadow-sm'}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        {props.nested
          ? <h2 id={titleId} className="text-base font-semibold text-slate-900">{props.title}</h2>
          : <h1 id={titleId} className="text-lg font-semibold text-slate-900">{props.title}</h1>}
        {props.toolbar && <div className="flex flex-wrap items-center gap-2">{props.toolbar}</div>}
      </header>
      {props.filters && props.filters.length > 0 && (
        <FilterBar filters={props.filters} label={props.filtersLabel} query={list.query} onFilter={(patch) => { clear(); list.filter(patch); }} onReset={() => { clear(); list.reset(); }} />
      )}
      {props.batch && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{t('selected', { count: selected.length })}</span>
          {props.batch.actions.map((a) => (
            <Button key={a.key} size="sm" variant={a.variant ?? 'ghost'} disabled={!selected.length} onClick={() => a.onClick(selected, clear)}>{a.label}</Button>
          ))}
        </div>
      )}
      <DataTable
        caption={props.title} columns={props.columns} rows={list.rows} busy={list.isLoading && Boolean(list.rows)} failed={Boolean(list.error)} onRetry={() => void list.mutate()}
        actions={props.actions} rowTestId={props.rowTestId} rowKey={props.rowKey} expanded={props.expanded}
        selection={props.batch ? { selected, onChange: setSelected, label: props.batch.label } : undefined}
      />
      <KitPager pagination={list.pagination} onPage={(p) => { clear(); list.goTo(p); }} onPageSize={(s) => { clear(); list.setPageSize(s); }} />
      {props.children}
    </section>
  );
}
