'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { Skeleton } from '@/components/ui/skeleton';
import { type CertificateDetail, CERTIFICATES_PATH } from './certificate-api';
import { formatDateTime } from '@/lib/format/date';

const ACTIONS = ['issued', 'imported', 'revoked', 'reissued'] as const;
type Action = (typeof ACTIONS)[number];
const known = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

/** Every change to one certificate: what, who, when, why; and what replaced it. */
export function CertificateHistory({ id }: { id: number }) {
  const t = useTranslations('ManageCertificates');
  const { data, error } = useSWR(`${CERTIFICATES_PATH}/${id}`, (url: string) => apiFetch<{ data: CertificateDetail }>(url, { guard: 'manage', silent: true }));
  if (error) return <p role="alert" className="text-sm text-red-700">{t('detailFailed')}</p>;
  if (!data) return <Skeleton className="h-12 w-full" />;
  const c = data.data;
  return (
    <div className="space-y-2" data-testid="certificate-history">
      {c.replaced_by && <p className="text-sm text-slate-700">{t('replacedBy', { certNo: c.replaced_by.cert_no })}</p>}
      <ol className="space-y-1">
        {c.events.data.map((e) => (
          <li key={e.id} className="text-sm text-slate-700">
            <time className="mr-2 text-xs text-slate-500">{formatDateTime(e.created_at, { seconds: false })}</time>
            {t('event', { action: known(e.action) ? t(`action.${e.action}`) : e.action, manager: e.manager ?? t('system') })}
            {e.reason && <span className="ml-2 text-slate-500">{e.reason}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
