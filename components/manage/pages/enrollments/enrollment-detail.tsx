'use client';

import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch, ApiError, notifyError } from '@/lib/api/client';
import type { Enrollment } from '@/lib/contract/enrollment';
import { Skeleton } from '@/components/ui/skeleton';
import { FileKindBadge } from '@/components/manage/kit/file-kind';
import { formatDateTime } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import { fetchManageBlob } from '../ops/download';
import { ENROLLMENTS_PATH } from './enrollment-api';
import { EnrollmentStatusBadge } from './status-badge';

async function openDocument(enrollmentId: number, fileId: number) {
  // Opened before the fetch so the browser does not treat it as an unrequested pop-up.
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchManageBlob(`${ENROLLMENTS_PATH}/${enrollmentId}/documents/${fileId}`);
    if (tab) tab.location.href = URL.createObjectURL(blob);
  } catch (error) {
    tab?.close();
    notifyError({ message: error instanceof ApiError ? error.body?.message : undefined });
  }
}

/** Applicant details, attached documents and the status history of one enrolment. */
export function EnrollmentDetail({ id }: { id: number }) {
  const t = useTranslations('ManageEnrollments');
  const locale = useLocale();
  const key = [`${ENROLLMENTS_PATH}/${id}`, 'events,order,class'] as const;
  const { data, error } = useSWR(key, ([url, include]) => apiFetch<{ data: Enrollment }>(url, { guard: 'manage', query: { include }, silent: true }));
  if (error) return <p role="alert" className="text-sm text-red-700">{t('detailFailed')}</p>;
  if (!data) return <Skeleton className="h-16 w-full" />;
  const e = data.data;
  const field = (label: string, value: string | null) => (
    <div><dt className="text-xs text-slate-500">{label}</dt><dd className="text-sm text-slate-800">{value || '—'}</dd></div>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="enrollment-detail">
      <dl className="grid grid-cols-2 gap-3">
        {field(t('idNumber'), e.id_number)}
        {field(t('phone'), e.phone)}
        {field(t('education'), e.education)}
        {field(t('category'), e.employment_category)}
        {field(t('order'), e.order?.data ? `${e.order.data.order_no} · ${formatYuan(e.order.data.amount_cents, locale)}` : null)}
        {field(t('reason'), e.reason)}
      </dl>
      <div className="space-y-3">
        <div>
          <h3 className="text-xs text-slate-500">{t('documents')}</h3>
          {e.documents.length === 0 ? <p className="text-sm text-slate-500">{t('noDocuments')}</p> : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {e.documents.map((d) => (
                <li key={d.file_id}><FileKindBadge name={d.name} /><button type="button" className="text-sm text-manage-700 underline" onClick={() => void openDocument(e.id, d.file_id)}>{d.name}</button></li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-xs text-slate-500">{t('history')}</h3>
          <ol className="mt-1 space-y-1">
            {(e.events?.data ?? []).map((ev) => (
              <li key={ev.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <time className="text-xs text-slate-500" dateTime={ev.created_at}>{formatDateTime(ev.created_at, { seconds: false })}</time>
                <EnrollmentStatusBadge status={ev.to_status} />
                {ev.reason && <span>{ev.reason}</span>}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
