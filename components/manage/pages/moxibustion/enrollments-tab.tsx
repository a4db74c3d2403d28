'use client';

import { useTranslations } from 'next-intl';
import { reviewReason } from '@/lib/validation/review';
import { EnumCell, ExportButton, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { useBatchOptions } from './batch-select';
import { approve, bulkReview, ENROLLMENTS_PATH, issue, type MoxEnrollment, reject } from './moxibustion-api';

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const TONES = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' } as const;

/** The enrolment queue: filter, search, approve or reject (one or many, each confirmed), issue certificates, export. */
export function EnrollmentsTab() {
  const t = useTranslations('ManageMoxibustion');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  // One tab of a page with three: its filters stay in the tab, not in the address.
  const list = useKitList<MoxEnrollment>(ENROLLMENTS_PATH, {}, ['batch_id', 'status', 'keyword'], { address: false });
  const batches = useBatchOptions();
  const confirm = useConfirm();
  const reason = { label: k('rejectReason'), placeholder: k('reasonPlaceholder'), schema: reviewReason };
  const refresh = () => void list.mutate();

  /** One row (its name in the question) or the selection. */
  const approveMany = (ids: number[], after: () => void, name?: string) => confirm.ask({
    title: name ? k('approveTitle') : k('bulkApproveTitle'), message: name ? k('approveMessage', { name }) : k('bulkApproveMessage', { count: ids.length }),
    confirmLabel: t('approve'), run: () => (name ? approve(ids[0]) : bulkReview(ids, 'approve')), done: t('approvedDone', { count: ids.length }), after,
  });
  const rejectMany = (ids: number[], after: () => void, name?: string) => confirm.ask({
    title: name ? k('rejectTitle', { name }) : t('rejectTitle', { count: ids.length }), confirmLabel: t('reject'), reason,
    run: (why) => (name ? reject(ids[0], why ?? '') : bulkReview(ids, 'reject', why)), done: t('rejectedDone', { count: ids.length }), after,
  });
  const issueTo = (ids: number[], after: () => void, name?: string) => confirm.ask({
    title: actionTitle(t('issue')), message: name ? k('actionMessage', { name, action: t('issue') }) : t('issueConfirm', { count: ids.length }),
    confirmLabel: t('issue'), run: () => issue(ids), done: (answer) => t('issuedDone', { issued: answer.data.issued.length, skipped: answer.data.skipped.length }), after,
  });
  const batchAfter = (clear: () => void) => () => { clear(); refresh(); };

  return (
    <ListPage<MoxEnrollment>
      nested title={t('tabs.enrollments')} list={list} rowTestId="enrollment-row"
      toolbar={<ExportButton path={`${ENROLLMENTS_PATH}/export`} query={{ batch_id: list.query.batch_id, status: list.query.status, keyword: list.query.keyword }} filename={t('enrollmentExportName')} label={t('export')} />}
      filters={[
        { key: 'batch_id', label: t('batchFilter'), type: 'select', allLabel: t('allBatches'), options: batches },
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: STATUSES.map((s) => ({ value: s, label: label('programmeEnrollmentStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('enrollmentKeywordPlaceholder') },
      ]}
      batch={{
        label: (e) => t('selectRow', { name: e.name }),
        actions: [
          { key: 'approve', label: t('bulkApprove'), onClick: (ids, clear) => approveMany(ids.map(Number), batchAfter(clear)) },
          { key: 'reject', label: t('bulkReject'), onClick: (ids, clear) => rejectMany(ids.map(Number), batchAfter(clear)) },
          { key: 'issue', label: t('bulkIssue'), onClick: (ids, clear) => issueTo(ids.map(Number), batchAfter(clear)) },
        ],
      }}
      columns={[
        { key: 'holder', label: t('holder'), nowrap: true, render: (e) => e.name },
        { key: 'idNumber', label: t('idNumber'), render: (e) => <MaskedCell value={e.id_number} reveal={{ subject: 'moxibustion-enrollments', id: e.id, field: 'id_number' }} /> },
        { key: 'phone', label: t('phone'), render: (e) => <MaskedCell value={e.phone} reveal={{ subject: 'moxibustion-enrollments', id: e.id, field: 'phone' }} /> },
        { key: 'batch', label: t('batchTitle'), render: (e) => e.batch_title ?? e.batch_code },
        { key: 'workUnit', label: t('workUnit'), render: (e) => e.work_unit ?? '—' },
        { key: 'status', label: t('statusColumn'), render: (e) => (
          <>
            <EnumCell group="programmeEnrollmentStatus" value={e.status} tones={TONES} />
            {e.review_reason && <p className="mt-1 text-xs text-slate-500">{e.review_reason}</p>}
            {e.cert_no && <p className="mt-1 font-mono text-xs text-slate-500">{e.cert_no}</p>}
          </>
        ) },
      ]}
      actions={[
        { key: 'approve', label: t('approve'), ariaLabel: (e) => t('approveOf', { name: e.name }), visible: (e) => e.status === 'pending', onClick: (e) => approveMany([e.id], refresh, e.name) },
        { key: 'reject', label: t('reject'), ariaLabel: (e) => t('rejectOf', { name: e.name }), visible: (e) => e.status === 'pending', onClick: (e) => rejectMany([e.id], refresh, e.name) },
        { key: 'issue', label: t('issue'), ariaLabel: (e) => t('issueOf', { name: e.name }), visible: (e) => e.status === 'approved' && !e.cert_no, onClick: (e) => issueTo([e.id], refresh, e.name) },
      ]}
    >
      {confirm.dialog}
    </ListPage>
  );
}
