'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format/date';
import { VERIFICATION_STATUSES, type VerificationReview } from '@/lib/contract/verification-admin';
import { reviewReason } from '@/lib/validation/review';
import { DateTimeCell, EnumCell, kitSend, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList } from '../../kit';
import { VerificationPhoto } from './verification-photo';

type Submission = VerificationReview;

const PATH = '/manage/verifications';
const STATUSES = VERIFICATION_STATUSES;
const TONES: Record<string, BadgeTone> = { pending: 'warning', success: 'success', rejected: 'danger' };

/** Real-name verification review: the pending queue, the ID photos for reviewers, approve or reject with a reason — both confirmed. */
export default function VerificationsPage() {
  const t = useTranslations('ManageVerifications');
  const k = useTranslations('ManageKit');
  const label = useEnumLabel();
  const list = useKitList<Submission>(PATH, { status: 'pending' }, ['status', 'keyword']);
  const confirm = useConfirm();
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<Submission>
      title={t('title')} list={list} rowTestId="verification-row"
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: STATUSES.map((s) => ({ value: s, label: label('verifyStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'name', label: t('name'), nowrap: true, render: (s) => s.real_name },
        { key: 'idNumber', label: t('idNumber'), render: (s) => <MaskedCell value={s.id_number} reveal={{ subject: 'verifications', id: s.id, field: 'id_number' }} /> },
        { key: 'phone', label: t('phone'), render: (s) => <MaskedCell value={s.phone} reveal={{ subject: 'verifications', id: s.id, field: 'phone' }} /> },
        { key: 'city', label: t('city'), nowrap: true, render: (s) => s.city_name ?? '—' },
        { key: 'submittedAt', label: t('submittedAt'), render: (s) => <DateTimeCell value={s.created_at} /> },
        { key: 'status', label: t('statusColumn'), render: (s) => (
          <>
            <EnumCell group="verifyStatus" value={s.audit_status} tones={TONES} />
            {s.audit_reason && <p className="mt-1 text-xs text-slate-500">{s.audit_reason}</p>}
            {s.auditor && <p className="mt-1 text-xs text-slate-500">{t('auditedBy', { name: s.auditor, at: formatDateTime(s.audited_at, { seconds: false }) })}</p>}
          </>
        ) },
      ]}
      actions={[
        { key: 'photos', label: t('photos'), visible: (s) => s.has_photos, onClick: (s) => setOpen(open === s.id ? null : s.id) },
        { key: 'approve', label: t('approve'), variant: 'manage', visible: (s) => s.audit_status === 'pending', onClick: (s) => confirm.ask({
          title: k('approveTitle'), message: k('approveMessage', { name: s.real_name }), confirmLabel: t('approve'),
          run: () => kitSend(`${PATH}/${s.id}/approve`, 'POST'), done: t('approved', { name: s.real_name }), after: refresh }) },
        { key: 'reject', label: t('reject'), visible: (s) => s.audit_status === 'pending', onClick: (s) => confirm.ask({
          title: t('rejectTitle', { name: s.real_name }), confirmLabel: t('reject'), reason: { label: k('rejectReason'), placeholder: k('reasonPlaceholder'), schema: reviewReason },
          run: (reason) => kitSend(`${PATH}/${s.id}/reject`, 'POST', { reason }), done: t('rejected', { name: s.real_name }), after: refresh }) },
      ]}
      expanded={(s) => (open === s.id ? (
        <div className="flex flex-wrap gap-6"><VerificationPhoto id={s.id} side="front" /><VerificationPhoto id={s.id} side="back" /></div>
      ) : null)}
    >
      {confirm.dialog}
    </ListPage>
  );
}
