'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import type { ImportReport } from '@/lib/contract/import-report';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { OnProgress } from '../pages/ops/progress-upload';
import { kitInputClass as inputClass } from './pager';

export type { ImportReport } from '@/lib/contract/import-report';
export type ImportMode = 'all' | 'valid';
/** Rows with at least one error: they were left out of a partial import. */
export function skippedRows(report: ImportReport): number {
  return Math.max(report.total - report.imported, new Set(report.errors.map((e) => e.row)).size);
}

type Props = {
  /** An upload that streams progress (ops/progress-upload.ts) calls onProgress; others may ignore it. */
  upload: (file: File, mode: ImportMode, onProgress: OnProgress) => Promise<{ data: ImportReport }>;
  onImported: () => void;
  fileLabel: string;
  submitLabel: string;
};

/**
 * Upload a filled-in template: all rows or none, or only the valid ones. The result says what
 * happened: everything imported, some rows imported and the rest skipped, or nothing imported;
 * with the row errors, which stay on screen until the next upload.
 */
export function ImportPanel({ upload, onImported, fileLabel, submitLabel }: Props) {
  const t = useTranslations('ManageOps');
  const k = useTranslations('ManageKit');
  const toast = useToast();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    const mode = (form.elements.namedItem('mode') as HTMLSelectElement | null)?.value === 'valid' ? 'valid' : 'all';
    if (!file || file.size === 0) {
      toast(t('chooseFile'));
      return;
    }
    setBusy(true);
    setFileError(null);
    setProgress(null);
    try {
      const answer = await upload(file, mode, (done, total) => setProgress({ done, total }));
      setReport(answer.data);
      if (answer.data.imported > 0) onImported();
      toast(t('importDone', { imported: answer.data.imported, total: answer.data.total }), answer.data.errors.length === 0 ? 'success' : answer.data.imported > 0 ? 'info' : 'error');
    } catch (error) {
      setReport(null);
      if (error instanceof ApiError && error.status === 422) setFileError(Object.values(error.fieldErrors).join(' ') || error.message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
        <label className="text-sm text-slate-700">{fileLabel}{' '}
          <input type="file" name="file" accept=".xlsx" className="text-sm" aria-invalid={fileError ? true : undefined} aria-describedby={fileError ? 'import-file-error' : undefined} />
        </label>
        <label className="text-sm text-slate-700">{t('importMode')}
          <select name="mode" className={`${inputClass} ml-2`} defaultValue="all">
            <option value="all">{t('modeAll')}</option>
            <option value="valid">{t('modeValid')}</option>
          </select>
        </label>
        <Button type="submit" size="sm" variant="manage" disabled={busy}>{busy ? t('importing') : submitLabel}</Button>
      </form>
      {fileError && <p id="import-file-error" role="alert" className="text-sm text-red-700">{fileError}</p>}
      {busy && progress && (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <progress aria-label={t('importProgress')} value={progress.done} max={progress.total} className="h-2 w-48" />
          <span>{t('progressStatus', { done: progress.done, total: progress.total })}</span>
        </div>
      )}
      {report && report.errors.length === 0 && (
        <p role="status" data-testid="import-result" className="rounded border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800">{k('importAllDone', { imported: report.imported })}</p>
      )}
      {report && report.errors.length > 0 && (
        <div role="alert" data-testid="import-errors" className={`rounded border p-3 text-sm ${report.imported > 0 ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-red-200 bg-red-50 text-red-800'}`}>
          <p data-testid="import-result">
            {report.imported > 0
              ? k('importPartial', { imported: report.imported, skipped: skippedRows(report) })
              : t('importErrors', { count: report.errors.length, valid: report.valid, total: report.total })}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {report.errors.map((e, i) => <li key={`${e.row}-${e.column}-${i}`}>{t('rowError', { row: e.row, column: e.column, message: e.message })}</li>)}
          </ul>
        </div>
      )}
    </div>
  );
}
