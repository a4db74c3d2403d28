'use client';

import { useTranslations } from 'next-intl';
import { EXPORT_SECTIONS, type DataExport } from '@/lib/contract/learner-rights';
import { ApiError, notifyError } from '@/lib/api/client';
import { fetchBlob, saveBlob } from '@/lib/api/download';
import { formatDateTime } from '@/lib/format/date';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const OWN_FILE = /^\/api\/v1\/user\/data-export\/file\?id=(\d+)$/;
/** Message keys are camelCase; the export's keys are the database's snake_case. */
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

async function downloadOwnFile(id: string) {
  try {
    const blob = await fetchBlob('/user/data-export/file', 'user', { id });
    saveBlob(blob, `file-${id}.${EXTENSIONS[blob.type] ?? 'bin'}`);
  } catch (error) {
    notifyError({ message: error instanceof ApiError ? error.body?.message : undefined });
  }
}

/** One value of a record: a download for the learner's own files, words for yes/no, JSON for nested data. */
function Value({ value }: { value: unknown }) {
  const t = useTranslations('Privacy');
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">—</span>;
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (typeof value === 'string') {
    const file = value.match(OWN_FILE);
    if (file) {
      return (
        <button type="button" className="inline-flex min-h-11 items-center font-medium text-primary-700 underline underline-offset-2" onClick={() => void downloadOwnFile(file[1])}>
          {t('openFile')}
        </button>
      );
    }
    if (INSTANT.test(value)) return <time dateTime={value}>{formatDateTime(value)}</time>;
    return <span className="break-all">{value}</span>;
  }
  if (typeof value === 'object') return <pre className="max-w-full overflow-x-auto whitespace-pre-wrap break-all text-xs text-slate-600">{JSON.stringify(value, null, 1)}</pre>;
  return <>{String(value)}</>;
}

function RecordCard({ row, n }: { row: Record<string, unknown>; n: number }) {
  const t = useTranslations('Privacy');
  const label = (key: string) => {
    const id = `fields.${camel(key)}` as 'fields.phone';
    return t.has(id) ? t(id) : key;
  };
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <p className="mb-2 text-xs font-medium text-slate-500">{t('record', { n })}</p>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
        {Object.entries(row).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{label(key)}</dt>
            <dd className="min-w-0 text-slate-900"><Value value={value} /></dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The export by section, exactly as the JSON holds it; each section opens on a tap. */
export function DataSections({ data }: { data: DataExport }) {
  const t = useTranslations('Privacy');
  return (
    <div className="space-y-2" data-testid="privacy-sections">
      {EXPORT_SECTIONS.map((section) => {
        const rows = data[section];
        return (
          <details key={section} className="rounded-md border border-slate-200 bg-slate-50 open:bg-white" data-section={section}>
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm font-medium text-slate-800">
              <span>{t(`sections.${camel(section)}` as 'sections.account')}</span>
              <span className="text-xs font-normal text-slate-500">{t('count', { count: rows.length })}</span>
            </summary>
            <div className="space-y-2 px-3 pb-3">
              {rows.length ? rows.map((row, i) => <RecordCard key={i} row={row} n={i + 1} />) : <p className="text-sm text-slate-500">{t('empty')}</p>}
            </div>
          </details>
        );
      })}
    </div>
  );
}
