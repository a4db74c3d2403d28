'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/api/types';
import { Button } from '@/components/ui/button';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { classPath, type RosterEntry } from './class-api';

const ENROLLMENT_STATUSES = ['pending', 'waitlisted', 'approved', 'paid', 'studying', 'completed', 'certified', 'rejected', 'cancelled'] as const;
type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
const isKnown = (s: string): s is EnrollmentStatus => (ENROLLMENT_STATUSES as readonly string[]).includes(s);

/** A class's admitted learners: enrolment status, study hours and latest exam result; exported as .xlsx. */
export function ClassRoster({ trainingClass, onClose }: { trainingClass: TrainingClass; onClose: () => void }) {
  const t = useTranslations('ManageClasses');
  const path = `${classPath(trainingClass.id)}/roster`;
  const list = useManageList<RosterEntry>(path);
  const [keyword, setKeyword] = useState('');
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const exam = (r: RosterEntry) => {
    if (!r.exam) return t('noExam');
    if (r.exam.score === null) return t('examNotScored', { title: r.exam.title });
    return t('examResult', { title: r.exam.title, score: r.exam.score, result: r.exam.passed ? t('passed') : t('failed') });
  };

  return (
    <section aria-labelledby="roster-title" data-testid="class-roster" className="space-y-3 rounded border border-slate-200 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="roster-title" className="text-base font-semibold text-slate-900">{t('rosterOf', { title: trainingClass.title })}</h2>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => void downloadExport(`${path}/export`, {}, t('rosterExportName', { title: trainingClass.title }))}>{t('rosterExport')}</Button>
          <Button size="sm" variant="ghost" onClick={onClose}>{t('close')}</Button>
        </div>
      </header>
      <form onSubmit={search} role="search" aria-label={t('rosterSearch')} className="flex items-end gap-2">
        <label className="text-sm text-slate-700">{t('rosterKeyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <Button type="submit" size="sm" variant="manage">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{t('rosterOf', { title: trainingClass.title })}</caption>
          <thead><tr>{(['learner', 'phone', 'idNumber', 'enrollmentStatus', 'studyHours', 'exam', 'enrolledAt'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((r) => (
              <tr key={r.enrollment_id} data-testid="roster-row">
                <td className={tdClass}>{r.real_name}</td>
                <td className={`${tdClass} font-mono`}>{r.phone}</td>
                <td className={`${tdClass} font-mono`}>{r.id_number}</td>
                <td className={tdClass}>{isKnown(r.status) ? t(`enrollment.${r.status}`) : r.status}</td>
                <td className={tdClass}>{t('hoursValue', { hours: r.study_hours })}</td>
                <td className={tdClass}>{exam(r)}</td>
                <td className={tdClass}>{r.created_at.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
    </section>
  );
}
