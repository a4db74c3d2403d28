'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { reviewReason } from '@/lib/validation/review';
import { EnumCell, ExportButton, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList } from '../../kit';
import { CERTIFICATE_STATUSES, CERTIFICATE_TONES } from '../certificates/certificate-api';
import { useBatchOptions } from './batch-select';
import { IssuerDialog } from './issuer-dialog';
import { MOX_CERTIFICATES_PATH, type MoxCertificate, revokeMox } from './moxibustion-api';

/** Programme certificates: search, revoke with a reason (checked in the kit's dialog), correct the issuer, export. */
export function CertificatesTab() {
  const t = useTranslations('ManageMoxibustion');
  const tc = useTranslations('ManageCredentials');
  const tr = useTranslations('ManageOps');
  const toast = useToast();
  const label = useEnumLabel();
  const confirm = useConfirm();
  const batches = useBatchOptions();
  const list = useKitList<MoxCertificate>(MOX_CERTIFICATES_PATH, {}, ['batch_id', 'status', 'keyword'], { address: false });
  const [editing, setEditing] = useState<MoxCertificate | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<MoxCertificate>
      nested title={t('tabs.certificates')} list={list} rowTestId="mox-certificate-row"
      toolbar={<ExportButton path={`${MOX_CERTIFICATES_PATH}/export`} query={list.query} filename={t('certificateExportName')} label={t('export')} />}
      filters={[
        { key: 'batch_id', label: t('batchFilter'), type: 'select', allLabel: t('allBatches'), options: batches },
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: CERTIFICATE_STATUSES.map((s) => ({ value: s, label: label('certificateStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('certificateKeywordPlaceholder') },
      ]}
      columns={[
        { key: 'certNo', label: t('certNo'), nowrap: true, render: (c) => <span className="font-mono">{c.cert_no}</span> },
        { key: 'holder', label: t('holder'), nowrap: true, render: (c) => c.name },
        { key: 'idNumber', label: t('idNumber'), render: (c) => <MaskedCell value={c.id_number} reveal={{ subject: 'moxibustion-certificates', id: c.id, field: 'id_number' }} /> },
        { key: 'batch', label: t('batchTitle'), render: (c) => c.batch_title },
        { key: 'issuer', label: t('issuerColumn'), render: (c) => <>{c.issuer}{c.issued_by && <p className="text-xs text-slate-500">{t('issuedBy', { name: c.issued_by })}</p>}</> },
        { key: 'issuedOn', label: t('issuedOn'), nowrap: true, render: (c) => <span className="tabular-nums">{c.issued_on}</span> },
        { key: 'status', label: t('statusColumn'), render: (c) => (
          <>
            <EnumCell group="certificateStatus" value={c.status} tones={CERTIFICATE_TONES} />
            {c.revoked_reason && <p className="mt-1 text-xs text-slate-500">{t('revokedBy', { name: c.revoked_by ?? t('system'), reason: c.revoked_reason })}</p>}
          </>
        ) },
        { key: 'signature', label: tc('signatureColumn'), render: (c) => (
          <span data-testid="mox-certificate-signature">
            {c.signing_kid ? <span className="font-mono text-xs text-slate-700">{tc('signedWith', { kid: c.signing_kid })}</span> : <Badge tone="warning">{tc('unsigned')}</Badge>}
            {c.check_path && <a href={c.check_path} target="_blank" rel="noopener noreferrer" className="block text-xs text-manage-700 hover:underline">{tc('openCheck')}</a>}
          </span>
        ) },
      ]}
      actions={[
        { key: 'issuer', label: t('editIssuer'), ariaLabel: (c) => t('editIssuerOf', { certNo: c.cert_no }), onClick: (c) => setEditing(c) },
        { key: 'revoke', label: t('revoke'), ariaLabel: (c) => t('revokeOf', { certNo: c.cert_no }), visible: (c) => c.status === 'valid', onClick: (c) => confirm.ask({
          title: t('revokeTitle', { certNo: c.cert_no }), confirmLabel: t('revoke'), danger: true,
          reason: { label: tr('reasonLabel'), placeholder: tr('reasonPlaceholder'), schema: reviewReason },
          run: (reason) => revokeMox(c.id, reason ?? ''), done: t('revokedDone'), after: refresh }) },
      ]}
    >
      {editing && <IssuerDialog key={editing.id} certificate={editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); refresh(); }} />}
      {confirm.dialog}
    </ListPage>
  );
}
