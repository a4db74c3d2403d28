'use client';

import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format/date';
import { reviewReason } from '@/lib/validation/review';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { EnumCell, ExportButton, MaskedCell, useConfirm } from '../../kit';
import { type CertificateDetail, certificateDetailHref, CERTIFICATE_TONES, CERTIFICATES_PATH, revoke } from './certificate-api';
import { CertificateHistory } from './certificate-history';
import { CertificateQr } from './certificate-qr';
import { ReissueDialog } from './reissue-dialog';
import { useLevelName } from '@/components/ui/use-level-name';
import { isMissingRecord, RecordMissingPanel } from '../../route-states';

/** One certificate: holder, status, history, its PDF and public verification page, revoke and reissue. */
export default function CertificateDetailPage() {
  const t = useTranslations('ManageCertificateDetail');
  const tc = useTranslations('ManageCertificates');
  const ts = useTranslations('ManageCredentials');
  const tr = useTranslations('ManageOps');
  const levelName = useLevelName();
  const toast = useToast();
  const confirm = useConfirm();
  const raw = useSearchParams().get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const key = id ? `${CERTIFICATES_PATH}/${id}` : null;
  const { data, error, mutate } = useSWR(key, (url: string) => apiFetch<{ data: CertificateDetail }>(url, { guard: 'manage', silent: true }));
  const [reissuing, setReissuing] = useState(false);

  if (!id) return <p role="alert" className="rounded bg-white p-6 text-sm text-slate-700 shadow-sm">{t('noId')}</p>;
  if (isMissingRecord(error)) return <RecordMissingPanel />;
  if (error) {
    return (
      <div role="alert" className="flex items-center gap-3 rounded bg-white p-6 text-sm text-red-800 shadow-sm">
        {t('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void mutate()}>{t('retry')}</Button>
      </div>
    );
  }
  if (!data) return <div role="status" className="rounded bg-white p-6 shadow-sm"><span className="sr-only">{t('loading')}</span><Skeleton className="h-40 w-full" /></div>;
  const c = data.data;
  const facts: [string, ReactNode][] = [
    [t('holder'), c.holder_name], [t('idNumber'), <MaskedCell key="id" value={c.id_number} reveal={{ subject: 'certificates', id: c.id, field: 'id_number' }} />], [t('occupation'), tc('occupationLevel', { name: c.occupation_name, level: levelName(c.level) })],
    [t('issuer'), c.issuer], [t('issuedOn'), c.issued_on], [t('classTitle'), c.class_title ?? '—'],
  ];

  return (
    <section aria-labelledby="certificate-detail-title" className="space-y-6 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link href="/manage/certificates" className="text-sm text-manage-700 hover:underline">{t('back')}</Link>
          <h1 id="certificate-detail-title" className="mt-1 text-lg font-semibold text-slate-900">{t('title', { certNo: c.cert_no })}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportButton path={`${CERTIFICATES_PATH}/${c.id}/pdf`} query={{}} filename={`certificate-${c.cert_no}.pdf`} label={t('pdf')} />
          <a href={c.verify_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center rounded px-3 text-sm text-manage-700 hover:underline">{t('verifyPage')}</a>
          {c.status === 'valid' && <Button size="sm" variant="ghost" onClick={() => confirm.ask({
            title: tc('revokeTitle', { certNo: c.cert_no }), confirmLabel: tc('revoke'), danger: true,
            reason: { label: tr('reasonLabel'), placeholder: tr('reasonPlaceholder'), schema: reviewReason },
            run: (reason) => revoke(c.id, reason ?? ''), done: tc('revoked'), after: () => void mutate() })}>{tc('revoke')}</Button>}
          {!c.replaced_by && <Button size="sm" variant="ghost" onClick={() => setReissuing(true)}>{tc('reissue')}</Button>}
        </div>
      </header>
      <div className="grid gap-6 md:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}><dt className="text-xs text-slate-500">{label}</dt><dd className="text-sm text-slate-900">{value}</dd></div>
          ))}
          <div>
            <dt className="text-xs text-slate-500">{t('status')}</dt>
            <dd><EnumCell group="certificateStatus" value={c.status} tones={CERTIFICATE_TONES} />{c.revoked_reason && <span className="ml-2 text-sm text-slate-600">{c.revoked_reason}</span>}</dd>
          </div>
          {c.replaces_id && <div><dt className="text-xs text-slate-500">{t('replaces')}</dt><dd><Link className="text-sm text-manage-700 hover:underline" href={certificateDetailHref(c.replaces_id)}>{t('openReplaced')}</Link></dd></div>}
          {c.replaced_by && <div><dt className="text-xs text-slate-500">{t('replacedBy')}</dt><dd><Link className="font-mono text-sm text-manage-700 hover:underline" href={certificateDetailHref(c.replaced_by.id)}>{c.replaced_by.cert_no}</Link></dd></div>}
          <div data-testid="certificate-signature">
            <dt className="text-xs text-slate-500">{ts('signature')}</dt>
            <dd className="text-sm text-slate-900">
              {c.signing_kid ? <><span className="font-mono">{ts('signedWith', { kid: c.signing_kid })}</span>{c.signed_at && <span className="ml-2 text-xs text-slate-500">{ts('signedAt', { at: formatDateTime(c.signed_at, { seconds: false }) })}</span>}</> : <Badge tone="warning">{ts('unsigned')}</Badge>}
            </dd>
          </div>
        </dl>
        <figure className="flex flex-col items-center gap-1">
          <CertificateQr url={c.check_url ?? c.verify_url} label={t('qrLabel', { certNo: c.cert_no })} />
          <figcaption className="text-xs text-slate-500">{c.check_url ? ts('qrCaption') : t('qrCaption')}</figcaption>
          {c.check_url && <a href={c.check_url} target="_blank" rel="noopener noreferrer" className="text-xs text-manage-700 hover:underline">{ts('openCheck')}</a>}
        </figure>
      </div>
      <section aria-labelledby="certificate-history-title" className="space-y-2">
        <h2 id="certificate-history-title" className="text-base font-semibold text-slate-900">{t('history')}</h2>
        <CertificateHistory id={c.id} />
      </section>
      {confirm.dialog}
      <ReissueDialog certificate={reissuing ? c : null} onClose={() => setReissuing(false)} onDone={(certNo) => { toast(tc('reissued', { certNo }), 'success'); void mutate(); }} />
    </section>
  );
}
