'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { cancelExam, deleteExam, EXAM_STATUSES, EXAMS_PATH, issueTickets, type ManagedExam, showTime } from './exam-api';
import { ExamFormDialog } from './exam-form-dialog';
import { ExamResults } from './exam-results';

const TONES: Record<ManagedExam['status'], BadgeTone> = { scheduled: 'primary', ongoing: 'warning', finished: 'success', cancelled: 'neutral' };

/** Exam sessions per class: schedule, admission tickets, scores (typed or from Excel), cancel or delete. */
export default function ExamsPage() {
  const t = useTranslations('ManageExams');
  const toast = useToast();
  const list = useManageList<ManagedExam>(EXAMS_PATH);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ManagedExam | 'new' | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.data ?? [];
  const opened = rows.find((r) => r.id === openId) ?? null;

  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast(done, 'success');
      void list.mutate();
    } catch {
      // toasted by the API client
    }
  }

  return (
    <section aria-labelledby="exams-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="exams-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('create')}</Button>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {EXAM_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['examTitle', 'class', 'time', 'place', 'counts', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((e) => (
              <tr key={e.id} data-testid="exam-row" data-id={e.id}>
                <td className={tdClass}>{e.title}</td>
                <td className={tdClass}>{e.class_title}</td>
                <td className={tdClass}>{showTime(e.start_at)} – {showTime(e.end_at).slice(11)}</td>
                <td className={tdClass}>{e.place}</td>
                <td className={tdClass}>{t('countsValue', { tickets: e.tickets, scored: e.scored, passed: e.passed, pass: e.pass_score })}</td>
                <td className={tdClass}><Badge tone={TONES[e.status]}>{t(`status.${e.status}`)}</Badge></td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="ghost" aria-expanded={openId === e.id} onClick={() => setOpenId(openId === e.id ? null : e.id)}>{t('results')}</Button>
                    {e.status !== 'cancelled' && <Button size="sm" variant="ghost" onClick={() => setEditing(e)}>{t('edit')}</Button>}
                    {e.status !== 'cancelled' && <Button size="sm" variant="ghost" onClick={() => void run(() => issueTickets(e.id), t('ticketsIssued'))}>{t('issueTickets')}</Button>}
                    {(e.status === 'scheduled' || e.status === 'ongoing') && <Button size="sm" variant="ghost" onClick={() => void run(() => cancelExam(e.id), t('cancelled'))}>{t('cancelExam')}</Button>}
                    {e.tickets === 0 && <Button size="sm" variant="ghost" onClick={() => window.confirm(t('confirmDelete', { title: e.title })) && void run(() => deleteExam(e.id), t('deleted'))}>{t('delete')}</Button>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      {opened && <ExamResults exam={opened} onChanged={() => void list.mutate()} />}
      <ExamFormDialog open={editing !== null} exam={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); void list.mutate(); }} />
    </section>
  );
}
