'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { Modal, useFieldId } from '../system/kit';
import { send, useApi, type Query } from '../system/use-api';

// Pieces the occupation, teacher, application and examiner pages share.

export type Option = { value: string; label: string };

/** Active occupations of the public catalogue, for the forms' and filters' selects. */
export function useOccupationOptions(): Option[] {
  const { data } = useApi<{ data: { id: number; code: string; name: string }[] }>('/occupations', { per_page: 100 });
  return (data?.data ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${o.name}` }));
}

export function useCityOptions(): Option[] {
  const { data } = useApi<{ data: { code: string; name: string }[] }>('/regions');
  return (data?.data ?? []).map((c) => ({ value: c.code, label: c.name }));
}

/** Organisations in the manager's scope; only asked for when the manager may read them. */
export function useOrganizationOptions(enabled: boolean): Option[] {
  const { data } = useApi<{ data: { id: number; name: string }[] }>(enabled ? '/manage/organizations' : null, { per_page: 100, status: 'approved' });
  return (data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
}

export function TextArea(props: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string; rows?: number }) {
  const id = useFieldId(props.name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">{props.label}</label>
      <textarea id={id} name={props.name} rows={props.rows ?? 3} value={props.value} onChange={(e) => props.onChange(e.target.value)} aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm" />
      {props.error && <p id={`${id}-error`} className="mt-1 text-xs text-red-700">{props.error}</p>}
    </div>
  );
}

export function ExportButton({ path, query, filename }: { path: string; query: Query; filename: string }) {
  const t = useTranslations('ManageFaculty');
  const [busy, setBusy] = useState(false);
  const clean = Object.fromEntries(Object.entries(query).filter(([k, v]) => k !== 'page' && v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return (
    <Button variant="outline" disabled={busy} onClick={() => { setBusy(true); void downloadExport(path, clean, filename).finally(() => setBusy(false)); }}>
      {busy ? t('exporting') : t('export')}
    </Button>
  );
}

/** Deletes after a confirmation; a 409 (still referenced) is toasted with the server's advice to disable instead. */
export function DeleteDialog({ path, name, onClose, onDone }: { path: string | null; name: string; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('ManageFaculty');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!path) return;
    setBusy(true);
    try {
      await send(path, 'DELETE');
      toast(t('deleted'), 'success');
      onDone();
    } catch {
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={path !== null} title={t('deleteTitle')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('deleteConfirm', { name })}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>{t('cancel')}</Button>
        <Button variant="manage" disabled={busy} onClick={() => void confirm()}>{t('confirmDelete')}</Button>
      </div>
    </Modal>
  );
}

/** Message key of each sortable column's label. */
export const SORT_LABELS = {
  code: 'sortCode', name: 'sortName', created_at: 'sortCreatedAt', updated_at: 'sortUpdatedAt', level: 'sortLevel', reviewed_at: 'sortReviewedAt',
} as const;
