'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Enrollment } from '@/lib/contract/enrollment';
import { reviewReason } from '@/lib/validation/review';
import { EnumCell, DateTimeCell, ExportButton, ListPage, MaskedCell, useConfirm, useKitList, useEnumLabel, type KitRowAction, useActionTitle } from '../../kit';
import { approve, bulk, complete, confirmPayment, ENROLLMENTS_PATH, issueCertificate, refund, reject, REVIEW_STATUSES } from './enrollment-api';
import { EnrollmentDetail } from './enrollment-detail';
import { ENROLLMENT_TONES } from './status-badge';

/** Enrolment review: the pending queue first, the waitlist and every other status a filter away. */
/** Hours to one decimal, as a class's hours are counted (1 学时 = 1 hour here). */
const studiedHours = (seconds: number) => Math.floor(seconds / 360) / 10;

export default function EnrollmentsPage() {
  const t = useTranslations('ManageEnrollments');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const list = useKitList<Enrollment>(ENROLLMENTS_PATH, { status: 'pending', include: 'class,order' }, ['status', 'keyword']);
  const confirm = useConfirm();
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => void list.mutate();
  const reason = { label: k('rejectReason'), placeholder: k('reasonPlaceholder'), schema: reviewReason };
  const ask = (e: Enrollment, action: string, run: () => Promise<unknown>, done: string) =>
    confirm.ask({ title: actionTitle(action), message: k('actionMessage', { name: e.real_name, action }), confirmLabel: action, run, done, after: refresh });
  const order = (e: Enrollment) => e.order?.data ?? null;
  const canComplete = (e: Enrollment) => e.status === 'studying' || e.status === 'paid' || (e.status === 'approved' && e.amount_due_cents === 0);
  const unpaid = (e: Enrollment) => e.status === 'approved' && e.amount_due_cents > 0;
  const required = (e: Enrollment) => e.class?.data?.hours ?? 0;
  // What completion is decided on: the hours studied against the class's required hours, said in the row and in the dialog.
  const studied = (e: Enrollment) => studiedHours(e.study_seconds);
  const studyCell = (e: Enrollment) => (
    <>
      {required(e) > 0 ? t('studyHours', { done: studied(e), total: required(e) }) : t('studyHoursNoTarget', { done: studied(e) })}
      {e.decision && e.decision.lessons_total > 0 && <span className="block text-xs text-slate-500">{t('studyLessons', { done: e.decision.lessons_done, total: e.decision.lessons_total })}</span>}
    </>
  );
  const exam = (e: Enrollment) => e.decision?.exam ?? null;
  const examCell = (e: Enrollment) => {
    const x = exam(e);
    if (!x) return t('examNone');
    if (x.passed === null || x.score === null) return t('examNotScored');
    return x.passed ? t('examPassed', { score: x.score }) : <span className="text-red-700">{t('examFailed', { score: x.score })}</span>;
  };
  const short = (e: Enrollment) => required(e) > 0 && e.study_seconds < required(e) * 3600;
  // The class's rule: below its hours completion is refused (the API answers 422), not only warned about.
  const refused = (e: Enrollment) => short(e) && Boolean(e.class?.data?.completion_requires_hours);
  const completeMessage = (e: Enrollment) => {
    const values = { name: e.real_name, done: studied(e), total: required(e) };
    if (refused(e)) return <span role="alert" data-testid="complete-refused" className="text-red-700">{t('completeRefused', values)}</span>;
    if (short(e)) return <span role="alert" className="text-amber-800">{t('completeShort', values)}</span>;
    return required(e) > 0 ? t('completeMessage', values) : k('actionMessage', { name: e.real_name, action: t('complete') });
  };
  const bulkDone = (answer: Awaited<ReturnType<typeof bulk>>) =>
    [t('bulkDone', { ok: answer.data.succeeded, failed: answer.data.failed }), ...answer.data.results.filter((r) => !r.ok).map((r) => `#${r.id} ${r.message}`)].join('；');

  const actions: KitRowAction<Enrollment>[] = [
    { key: 'approve', label: t('approve'), variant: 'manage', visible: (e) => e.status === 'pending',
      onClick: (e) => confirm.ask({ title: k('approveTitle'), message: k('approveMessage', { name: e.real_name }), confirmLabel: t('approve'), run: () => approve(e.id), done: t('approved'), after: refresh }) },
    { key: 'reject', label: t('reject'), visible: (e) => e.status === 'pending' || e.status === 'waitlisted',
      onClick: (e) => confirm.ask({ title: t('rejectTitle', { name: e.real_name }), confirmLabel: t('reject'), reason, run: (r) => reject(e.id, r!), done: t('rejected'), after: refresh }) },
    { key: 'pay', label: t('confirmPayment'), variant: 'manage', visible: (e) => order(e)?.status === 'pending',
      onClick: (e) => ask(e, t('confirmPayment'), () => confirmPayment(order(e)!.order_no), t('paymentConfirmed')) },
    { key: 'refund', label: t('refund'), visible: (e) => order(e)?.status === 'paid' && e.status === 'paid',
      onClick: (e) => confirm.ask({ title: t('refundTitle', { orderNo: order(e)!.order_no }), confirmLabel: t('refund'), reason: { ...reason, label: t('reason') }, run: (r) => refund(order(e)!.order_no, r!), done: t('refunded'), after: refresh }) },
    { key: 'certificate', label: t('issueCertificate'), variant: 'manage', visible: (e) => e.status === 'completed',
      blocked: (e) => (e.decision && exam(e)?.passed !== true ? t('certificateBlocked') : null),
      onClick: (e) => confirm.ask({ title: actionTitle(t('issueCertificate')), message: k('actionMessage', { name: e.real_name, action: t('issueCertificate') }), confirmLabel: t('issueCertificate'),
        run: () => issueCertificate(e.id), done: (answer) => t('certificateIssued', { certNo: answer.data.cert_no }), after: refresh }) },
    // Refused by the class's rule: disabled in the row with why; the dialog says it too for a list read before the rule was set.
    { key: 'complete', label: t('complete'), visible: (e) => canComplete(e) || unpaid(e),
      blocked: (e) => (unpaid(e) ? t('unpaidBlocked') : refused(e) ? t('completeRefused', { name: e.real_name, done: studied(e), total: required(e) }) : null),
      onClick: (e) => confirm.ask({ title: actionTitle(t('complete')), message: completeMessage(e), blocked: refused(e), confirmLabel: t('complete'), run: () => complete(e.id), done: t('completedDone'), after: refresh }) },
  ];

  return (
    <ListPage<Enrollment>
      title={t('title')} list={list} rowTestId="enrollment-row"
      toolbar={<ExportButton path={`${ENROLLMENTS_PATH}/export`} query={{ status: list.query.status, keyword: list.query.keyword }} filename={t('exportName')} label={t('export')} />}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: REVIEW_STATUSES.map((s) => ({ value: s, label: label('enrollmentStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      batch={{
        label: (e) => t('selectRow', { name: e.real_name }),
        actions: [
          { key: 'approve', label: t('bulkApprove'), variant: 'manage', onClick: (ids, clear) => confirm.ask({
            title: k('bulkApproveTitle'), message: k('bulkApproveMessage', { count: ids.length }), confirmLabel: t('approve'),
            run: () => bulk(ids.map(Number), 'approve'), done: bulkDone, after: () => { clear(); refresh(); } }) },
          { key: 'reject', label: t('bulkReject'), onClick: (ids, clear) => confirm.ask({
            title: t('bulkRejectTitle', { count: ids.length }), confirmLabel: t('reject'), reason,
            run: (r) => bulk(ids.map(Number), 'reject', r), done: bulkDone, after: () => { clear(); refresh(); } }) },
        ],
      }}
      columns={[
        { key: 'name', label: t('name'), render: (e) => (
          <button type="button" className="whitespace-nowrap text-manage-700 underline" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>{e.real_name}</button>
        ) },
        { key: 'phone', label: t('phone'), render: (e) => <MaskedCell value={e.phone} reveal={{ subject: 'enrollments', id: e.id, field: 'phone' }} /> },
        { key: 'idNumber', label: t('idNumber'), render: (e) => <MaskedCell value={e.id_number} reveal={{ subject: 'enrollments', id: e.id, field: 'id_number' }} /> },
        { key: 'class', label: t('class'), render: (e) => e.class?.data?.title ?? `#${e.class_id}` },
        { key: 'status', label: t('statusColumn'), nowrap: true, render: (e) => (
          <>
            <EnumCell group="enrollmentStatus" value={e.status} tones={ENROLLMENT_TONES} />
            {e.status === 'waitlisted' && e.waitlist_position ? <span className="ml-1 text-xs text-slate-500">#{e.waitlist_position}</span> : null}
          </>
        ) },
        { key: 'study', label: t('studyColumn'), nowrap: true, render: studyCell },
        { key: 'exam', label: t('examColumn'), nowrap: true, render: examCell },
        { key: 'appliedAt', label: t('appliedAt'), render: (e) => <DateTimeCell value={e.created_at} /> },
      ]}
      actions={actions}
      expanded={(e) => (open === e.id ? <EnrollmentDetail id={e.id} /> : null)}
    >
      {confirm.dialog}
    </ListPage>
  );
}
