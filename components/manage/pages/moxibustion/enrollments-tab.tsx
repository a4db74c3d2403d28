'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { BatchSelect } from './batch-select';
import { approve, bulkReview, ENROLLMENTS_PATH, issue, type MoxEnrollment, reject } from './moxibustion-api';

const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const TONE = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' } as const;

/** The enrolment queue: filter, search, approve or reject (one or many), issue certificates, export. */
export function EnrollmentsTab() {
  const t = useTranslations('ManageMoxibustion');
  const toast = useToast();
  const list = useManageList<MoxEnrollment>(ENROLLMENTS_PATH);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const rows = list.data?.data ?? [];
  const refresh = () => { setSelected([]); void list.mutate(); };
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const filters = { batch_id: list.query.batch_id, status: list.query.status, keyword: list.query.keyword };

  async function approveMany(ids: number[]) {
    if (ids.length === 1) await approve(ids[0]);
    else await bulkReview(ids, 'approve');
    toast(t('approvedDone', { count: ids.length }), 'success');
    refresh();
  }
  async function issueTo(ids: number[]) {
    const answer = await issue(ids);
    const { issued, skipped } = answer.data;
    toast(t('issuedDone', { issued: issued.length, skipped: skipped.length }), issued.length ? 'success' : 'error');
    refresh();
  }

  return (
    <div className="space-y-3">
      <form onSubmit={search} role="search" className="flex flex-wrap items-end gap-3">
        <BatchSelect value={String(list.query.batch_id ?? '')} onChange={(id) => list.filter({ batch_id: id || undefined })} />
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`enrollmentStatus.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('enrollmentKeywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
        <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${ENROLLMENTS_PATH}/export`, filters, t('enrollmentExportName'))}>{t('export')}</Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600" aria-live="polite">
        <span>{t('selectedCount', { count: selected.length })}</span>
        <Button size="sm" variant="ghost" disabled={!selected.length} onClick={() => void approveMany(selected)}>{t('bulkApprove')}</Button>
        <Button size="sm" variant="ghost" disabled={!selected.length} onClick={() => setRejecting(selected)}>{t('bulkReject')}</Button>
        <Button size="sm" variant="ghost" disabled={!selected.length} onClick={() => void issueTo(selected)}>{t('bulkIssue')}</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead>
            <tr>
              <th className={thClass}><span className="sr-only">{t('select')}</span></th>
              {(['holder', 'idNumber', 'phone', 'batchTitle', 'workUnit', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={8} />
            {rows.map((e) => (
              <tr key={e.id} data-testid="enrollment-row">
                <td className={tdClass}>
                  <input type="checkbox" className="h-4 w-4" aria-label={t('selectRow', { name: e.name })} checked={selected.includes(e.id)} onChange={() => toggle(e.id)} />
                </td>
                <td className={tdClass}>{e.name}</td>
                <td className={`${tdClass} font-mono`}>{e.id_number}</td>
                <td className={`${tdClass} font-mono`}>{e.phone}</td>
                <td className={tdClass}>{e.batch_title ?? e.batch_code}</td>
                <td className={tdClass}>{e.work_unit}</td>
                <td className={tdClass}>
                  <Badge tone={TONE[e.status]}>{t(`enrollmentStatus.${e.status}`)}</Badge>
                  {e.review_reason && <p className="mt-1 text-xs text-slate-500">{e.review_reason}</p>}
                  {e.cert_no && <p className="mt-1 font-mono text-xs text-slate-500">{e.cert_no}</p>}
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    {e.status === 'pending' && (
                      <>
                        <Button size="sm" variant="ghost" aria-label={t('approveOf', { name: e.name })} onClick={() => void approveMany([e.id])}>{t('approve')}</Button>
                        <Button size="sm" variant="ghost" aria-label={t('rejectOf', { name: e.name })} onClick={() => setRejecting([e.id])}>{t('reject')}</Button>
                      </>
                    )}
                    {e.status === 'approved' && !e.cert_no && (
                      <Button size="sm" variant="ghost" aria-label={t('issueOf', { name: e.name })} onClick={() => void issueTo([e.id])}>{t('issue')}</Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ReasonDialog
        open={rejecting !== null} title={t('rejectTitle', { count: rejecting?.length ?? 0 })} confirmLabel={t('reject')} onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const ids = rejecting ?? [];
          if (ids.length === 1) await reject(ids[0], reason);
          else await bulkReview(ids, 'reject', reason);
          toast(t('rejectedDone', { count: ids.length }), 'success');
          refresh();
        }}
      />
    </div>
  );
}
