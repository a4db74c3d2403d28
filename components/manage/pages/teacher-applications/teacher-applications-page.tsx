'use client';

import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import {
  APPLICATION_STATUSES, type ApplicationBulkAnswer, type ApplicationStatus, type ManagedApplication,
} from '@/lib/contract/teacher-application-admin';
import { reviewReason } from '@/lib/validation/review';
import { DateTimeCell, EnumCell, ExportButton, kitSend, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList } from '../../kit';
import { SORT_LABELS, useOccupationOptions } from '../faculty/shared';
import { ApplicationFiles } from './application-files';

const TONES: Record<ApplicationStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
const PATH = '/manage/teacher-applications';

/** Teacher applications: filters in the address, approve and reject (with a reason) one or many, each confirmed with a toast. */
export default function TeacherApplicationsPage() {
  const t = useTranslations('ManageFaculty');
  const k = useTranslations('ManageKit');
  const label = useEnumLabel();
  const occupations = useOccupationOptions();
  const list = useKitList<ManagedApplication>(PATH, { status: 'pending', sort: 'created_at', order: 'desc' }, ['status', 'keyword', 'occupation_id', 'sort', 'order']);
  const confirm = useConfirm();
  const refresh = () => void list.mutate();
  const bulk = (ids: (string | number)[], action: 'approve' | 'reject', reason?: string) =>
    kitSend<{ data: ApplicationBulkAnswer }>(`${PATH}/bulk`, 'POST', { ids, action, reason });
  const bulkDone = (r: { data: ApplicationBulkAnswer }) => t('bulkDone', { succeeded: r.data.succeeded, failed: r.data.failed });
  const reasonField = { label: k('rejectReason'), placeholder: k('reasonPlaceholder'), schema: reviewReason };

  return (
    <ListPage<ManagedApplication>
      title={t('applicationsTitle')} list={list} rowTestId="application-row"
      toolbar={<ExportButton path={`${PATH}/export`} query={list.query} filename={`${t('applicationsTitle')}.xlsx`} label={t('export')} />}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('applicationKeywordHint') },
        { key: 'status', label: t('status'), type: 'select', allLabel: t('all'), options: APPLICATION_STATUSES.map((s) => ({ value: s, label: label('applicationStatus', s) })) },
        { key: 'occupation_id', label: t('occupation'), type: 'select', allLabel: t('all'), options: occupations },
        { key: 'sort', label: t('sortBy'), type: 'select', noAll: true, options: (['created_at', 'reviewed_at', 'name'] as const).map((s) => ({ value: s, label: t(SORT_LABELS[s]) })) },
        { key: 'order', label: t('order'), type: 'select', noAll: true, options: [{ value: 'desc', label: t('desc') }, { value: 'asc', label: t('asc') }] },
      ]}
      batch={{
        label: (r) => t('selectNamed', { name: r.name }),
        actions: [
          { key: 'approve', label: t('approve'), onClick: (ids, clear) => confirm.ask({
            title: k('bulkApproveTitle'), message: k('bulkApproveMessage', { count: ids.length }), confirmLabel: t('approve'),
            run: () => bulk(ids, 'approve'), done: bulkDone, after: () => { clear(); refresh(); } }) },
          { key: 'reject', label: t('reject'), onClick: (ids, clear) => confirm.ask({
            title: k('bulkRejectTitle', { count: ids.length }), confirmLabel: t('reject'), reason: reasonField,
            run: (reason) => bulk(ids, 'reject', reason), done: bulkDone, after: () => { clear(); refresh(); } }) },
        ],
      }}
      columns={[
        { key: 'name', label: t('name'), render: (r) => <><div className="whitespace-nowrap">{r.name}</div><MaskedCell value={r.phone} reveal={{ subject: 'teacher-applications', id: r.id, field: 'phone' }} /></> },
        { key: 'id', label: t('idNumber'), render: (r) => <MaskedCell value={r.id_number} reveal={{ subject: 'teacher-applications', id: r.id, field: 'id_number' }} /> },
        { key: 'city', label: t('city'), nowrap: true, render: (r) => r.city_name ?? '—' },
        { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
        { key: 'qualifications', label: t('qualifications'), className: 'max-w-xs', render: (r) => <p className="line-clamp-3 text-xs">{r.qualifications ?? '—'}</p> },
        { key: 'files', label: t('files'), render: (r) => <ApplicationFiles applicationId={r.id} files={r.files} /> },
        { key: 'created', label: t('appliedAt'), nowrap: true, render: (r) => <DateTimeCell value={r.created_at} /> },
        { key: 'status', label: t('status'), render: (r) => (
          <>
            <EnumCell group="applicationStatus" value={r.status} tones={TONES} />
            {r.reason && <p className="mt-1 text-xs text-slate-500">{r.reason}</p>}
            {r.reviewer && <p className="text-xs text-slate-400">{r.reviewer} · <DateTimeCell value={r.reviewed_at} /></p>}
          </>
        ) },
      ]}
      actions={[
        { key: 'approve', label: t('approve'), ariaLabel: (r) => t('approveNamed', { name: r.name }), visible: (r) => r.status === 'pending', onClick: (r) => confirm.ask({
          title: k('approveTitle'), message: k('approveMessage', { name: r.name }), confirmLabel: t('approve'),
          run: () => kitSend(`${PATH}/${r.id}/approve`, 'POST'), done: t('approvedOne'), after: refresh }) },
        { key: 'reject', label: t('reject'), ariaLabel: (r) => t('rejectNamed', { name: r.name }), visible: (r) => r.status === 'pending', onClick: (r) => confirm.ask({
          title: k('rejectTitle', { name: r.name }), confirmLabel: t('reject'), reason: reasonField,
          run: (reason) => kitSend(`${PATH}/${r.id}/reject`, 'POST', { reason }), done: t('rejectedOne'), after: refresh }) },
      ]}
    >
      {confirm.dialog}
    </ListPage>
  );
}
