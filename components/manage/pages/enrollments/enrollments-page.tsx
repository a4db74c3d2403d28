'use client';

import { Fragment, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Enrollment } from '@/lib/api/learner-types';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { bulk, ENROLLMENTS_PATH, REVIEW_STATUSES } from './enrollment-api';
import { EnrollmentActions } from './enrollment-actions';
import { EnrollmentDetail } from './enrollment-detail';
import { EnrollmentStatusBadge } from './status-badge';

/** Enrolment review: the pending queue first, the waitlist and every other status a filter away. */
export default function EnrollmentsPage() {
  const t = useTranslations('ManageEnrollments');
  const toast = useToast();
  const list = useManageList<Enrollment>(ENROLLMENTS_PATH, { status: 'pending', include: 'class,order' });
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const [bulkReject, setBulkReject] = useState(false);
  const rows = list.data?.data ?? [];

  const refresh = () => { setSelected([]); void list.mutate(); };
  const search = (event: FormEvent) => { event.preventDefault(); setSelected([]); list.filter({ keyword: keyword.trim() || undefined }); };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allChosen = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  async function runBulk(action: 'approve' | 'reject', reason?: string) {
    const answer = await bulk(selected, action, reason);
    const failures = answer.data.results.filter((r) => !r.ok).map((r) => `#${r.id} ${r.message}`);
    toast([t('bulkDone', { ok: answer.data.succeeded, failed: answer.data.failed }), ...failures].join('；'), answer.data.failed ? 'error' : 'success');
    refresh();
  }

  return (
    <section aria-labelledby="enrollments-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="enrollments-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${ENROLLMENTS_PATH}/export`, { status: list.query.status, keyword: list.query.keyword }, t('exportName'))}>
          {t('export')}
        </Button>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => { setSelected([]); list.filter({ status: e.target.value || undefined }); }}>
            <option value="">{t('allStatuses')}</option>
            {REVIEW_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t('selected', { count: selected.length })}</span>
        <Button size="sm" variant="manage" disabled={!selected.length} onClick={() => void runBulk('approve').catch(() => undefined)}>{t('bulkApprove')}</Button>
        <Button size="sm" variant="ghost" disabled={!selected.length} onClick={() => setBulkReject(true)}>{t('bulkReject')}</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>
            <th className={thClass}><input type="checkbox" aria-label={t('selectAll')} checked={allChosen} onChange={() => setSelected(allChosen ? [] : rows.map((r) => r.id))} /></th>
            {(['name', 'phone', 'class', 'statusColumn', 'appliedAt', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}
          </tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((e) => (
              <Fragment key={e.id}>
                <tr data-testid="enrollment-row" data-id={e.id}>
                  <td className={tdClass}><input type="checkbox" aria-label={t('selectRow', { name: e.real_name })} checked={selected.includes(e.id)} onChange={() => toggle(e.id)} /></td>
                  <td className={tdClass}><button type="button" className="text-manage-700 underline" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>{e.real_name}</button></td>
                  <td className={tdClass}>{e.phone}</td>
                  <td className={tdClass}>{e.class?.data?.title ?? `#${e.class_id}`}</td>
                  <td className={tdClass}><EnrollmentStatusBadge status={e.status} position={e.waitlist_position} /></td>
                  <td className={tdClass}>{e.created_at.slice(0, 16).replace('T', ' ')}</td>
                  <td className={tdClass}><EnrollmentActions enrollment={e} onChanged={refresh} /></td>
                </tr>
                {open === e.id && <tr><td colSpan={7} className="bg-slate-50 px-6 py-4"><EnrollmentDetail id={e.id} /></td></tr>}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={(p) => { setSelected([]); list.goTo(p); }} />}
      <ReasonDialog open={bulkReject} title={t('bulkRejectTitle', { count: selected.length })} confirmLabel={t('reject')} onClose={() => setBulkReject(false)} onSubmit={(reason) => runBulk('reject', reason)} />
    </section>
  );
}
