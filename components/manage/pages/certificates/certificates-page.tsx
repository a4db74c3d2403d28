'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { reviewReason } from '@/lib/validation/review';
import { EnumCell, ExportButton, ImportButton, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList } from '../../kit';
import { CERTIFICATE_STATUSES, CERTIFICATE_TONES, certificateDetailHref, CERTIFICATES_PATH, importCertificates, type ManagedCertificate, revoke } from './certificate-api';
import { CertificateHistory } from './certificate-history';
import { ReissueDialog } from './reissue-dialog';
import { useLevelName } from '@/components/ui/use-level-name';

/** The certificate register: search, history, revoke (reason checked in the kit's dialog) and reissue, Excel in and out. */
export default function CertificatesPage() {
  const t = useTranslations('ManageCertificates');
  const td = useTranslations('ManageCertificateDetail');
  const tc = useTranslations('ManageCredentials');
  const tr = useTranslations('ManageOps');
  const levelName = useLevelName();
  const list = useKitList<ManagedCertificate>(CERTIFICATES_PATH, {}, ['status', 'keyword']);
  const confirm = useConfirm();
  const toast = useToast();
  const label = useEnumLabel();
  const [open, setOpen] = useState<number | null>(null);
  const [reissuing, setReissuing] = useState<ManagedCertificate | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<ManagedCertificate>
      title={t('title')} list={list} rowTestId="certificate-row"
      toolbar={<>
        <ExportButton path={`${CERTIFICATES_PATH}/import/template`} query={{}} filename={t('templateName')} label={t('template')} />
        <ImportButton title={t('import')} label={t('import')} upload={importCertificates} onImported={refresh} fileLabel={t('importFile')} submitLabel={t('importSubmit')} />
        <ExportButton path={`${CERTIFICATES_PATH}/export`} query={list.query} filename={t('exportName')} label={t('export')} />
      </>}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: CERTIFICATE_STATUSES.map((s) => ({ value: s, label: label('certificateStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'certNo', label: t('certNo'), nowrap: true, render: (c) => (
          <Link href={certificateDetailHref(c.id)} className="font-mono text-manage-700 hover:underline" aria-label={td('open', { certNo: c.cert_no })}>{c.cert_no}</Link>
        ) },
        { key: 'holder', label: t('holder'), nowrap: true, render: (c) => c.holder_name },
        { key: 'idNumber', label: t('idNumber'), render: (c) => <MaskedCell value={c.id_number} reveal={{ subject: 'certificates', id: c.id, field: 'id_number' }} /> },
        { key: 'occupation', label: t('occupation'), render: (c) => t('occupationLevel', { name: c.occupation_name, level: levelName(c.level) }) },
        { key: 'issuer', label: t('issuer'), render: (c) => c.issuer },
        // A calendar date, not an instant: shown as issued.
        { key: 'issuedOn', label: t('issuedOn'), nowrap: true, render: (c) => <span className="tabular-nums">{c.issued_on}</span> },
        { key: 'status', label: t('statusColumn'), render: (c) => (
          <>
            <EnumCell group="certificateStatus" value={c.status} tones={CERTIFICATE_TONES} />
            {c.revoked_reason && <p className="mt-1 text-xs text-slate-500">{c.revoked_reason}</p>}
          </>
        ) },
        { key: 'signature', label: tc('signatureColumn'), render: (c) => (
          <span data-testid="certificate-signature">
            {c.signing_kid ? <span className="font-mono text-xs text-slate-700">{tc('signedWith', { kid: c.signing_kid })}</span> : <Badge tone="warning">{tc('unsigned')}</Badge>}
          </span>
        ) },
      ]}
      actions={[
        { key: 'history', label: t('history'), onClick: (c) => setOpen(open === c.id ? null : c.id) },
        { key: 'revoke', label: t('revoke'), visible: (c) => c.status === 'valid', onClick: (c) => confirm.ask({
          title: t('revokeTitle', { certNo: c.cert_no }), confirmLabel: t('revoke'), danger: true,
          reason: { label: tr('reasonLabel'), placeholder: tr('reasonPlaceholder'), schema: reviewReason },
          run: (reason) => revoke(c.id, reason ?? ''), done: t('revoked'), after: refresh }) },
        { key: 'reissue', label: t('reissue'), onClick: (c) => setReissuing(c) },
      ]}
      expanded={(c) => (open === c.id ? <CertificateHistory id={c.id} /> : null)}
    >
      <ReissueDialog certificate={reissuing} onClose={() => setReissuing(null)} onDone={(certNo) => { toast(t('reissued', { certNo }), 'success'); refresh(); }} />
      {confirm.dialog}
    </ListPage>
  );
}
