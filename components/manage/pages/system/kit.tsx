'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { Pagination } from '@/lib/api/types';

// Building blocks shared by the system-administration pages: frame, table with its states,
// pager, modal and form fields.

export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="system-page-title" className="rounded bg-white p-6 shadow-sm">
      <header className="mb-4 flex items-center justify-between gap-4">
        <h1 id="system-page-title" className="text-lg font-semibold text-slate-900">{title}</h1>
        <div className="flex items-center gap-2">{actions}</div>
      </header>
      {children}
    </section>
  );
}

export type Column<T> = { key: string; label: string; render: (row: T) => ReactNode; className?: string };

export function DataTable<T extends { id: number | string }>(props: {
  caption: string; columns: Column<T>[]; rows: T[] | undefined; error?: unknown; onRetry?: () => void;
}) {
  const t = useTranslations('ManageSystem');
  const { rows, columns } = props;
  if (props.error && !rows) {
    return (
      <div role="alert" className="flex items-center justify-between rounded border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('loadFailed')}
        {props.onRetry && <Button size="sm" variant="outline" onClick={props.onRetry}>{t('retry')}</Button>}
      </div>
    );
  }
  if (!rows) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-8 w-full" />)}
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>{columns.map((c) => <th key={c.key} scope="col" className={`border-b border-slate-200 px-3 py-2 font-medium ${c.className ?? ''}`}>{c.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 hover:bg-slate-50">
              {columns.map((c) => <td key={c.key} className={`px-3 py-2 align-top text-slate-800 ${c.className ?? ''}`}>{c.render(row)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Pager({ pagination, onPage }: { pagination?: Pagination; onPage: (page: number) => void }) {
  const t = useTranslations('ManageSystem');
  if (!pagination || pagination.total_pages <= 1) return pagination ? <p className="mt-3 text-xs text-slate-500">{t('total', { count: pagination.total })}</p> : null;
  const { current_page: page, total_pages: pages } = pagination;
  return (
    <nav aria-label={t('pages')} className="mt-3 flex items-center justify-end gap-3 text-sm text-slate-600">
      <span>{t('total', { count: pagination.total })}</span>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
      <span>{t('pageOf', { page, pages })}</span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
    </nav>
  );
}

export function Modal({ open, title, onClose, children, wide }: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-6">
        <DialogPanel className={`w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-lg bg-white p-6 shadow-xl`}>
          <DialogTitle className="mb-4 text-base font-semibold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

const inputClass = 'mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-manage-700 focus:outline-none focus:ring-1 focus:ring-manage-700';

/** A field id unique on the page: the shell keeps other tabs' pages mounted, often with fields of the same name. */
export function useFieldId(name: string): string {
  return `field-${useId()}-${name}`;
}

export function TextField(props: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string; type?: string; required?: boolean; placeholder?: string }) {
  const id = useFieldId(props.name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">{props.label}{props.required && <span className="text-red-600"> *</span>}</label>
      <input
        id={id} name={props.name} type={props.type ?? 'text'} value={props.value} placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)} aria-invalid={Boolean(props.error)} aria-describedby={props.error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {props.error && <p id={`${id}-error`} className="mt-1 text-xs text-red-700">{props.error}</p>}
    </div>
  );
}

export function SelectField(props: { label: string; name: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; error?: string }) {
  const id = useFieldId(props.name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">{props.label}</label>
      <select
        id={id} name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={Boolean(props.error)} aria-describedby={props.error ? `${id}-error` : undefined} className={inputClass}
      >
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {props.error && <p id={`${id}-error`} className="mt-1 text-xs text-red-700">{props.error}</p>}
    </div>
  );
}

export function CheckField({ label, checked, onChange, name }: { label: string; checked: boolean; onChange: (v: boolean) => void; name: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
      {label}
    </label>
  );
}

export function FormActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const t = useTranslations('ManageSystem');
  return (
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>{t('cancel')}</Button>
      <Button type="submit" variant="manage" disabled={busy}>{busy ? t('saving') : t('save')}</Button>
    </div>
  );
}

export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
