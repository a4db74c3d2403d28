'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { StudyHoursRow } from '@/lib/api/course-admin-types';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { formatTime } from '../system/kit';
import { reportPath } from './course-api';

const STATUSES = ['approved', 'paid', 'studying', 'completed', 'certified'] as const;
const PROGRESS = { not_started: 'notStarted', in_progress: 'inProgress', completed: 'completed' } as const;
const hours = (seconds: number) => (seconds / 3600).toFixed(2);

/** Each admitted learner's study hours in the class, lessons completed and last study time; filtered and exported. */
export function StudyReport({ classId, classTitle }: { classId: number; classTitle: string }) {
  const t = useTranslations('ManageVideos');
  const list = useManageList<StudyHoursRow>(reportPath(classId));
  const [keyword, setKeyword] = useState('');
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const filters = { status: list.query.status, progress: list.query.progress, keyword: list.query.keyword };

  return (
    <div className="space-y-3">
      <form onSubmit={search} role="search" aria-label={t('reportFilters')} className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('progressFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.progress ?? '')} onChange={(e) => list.filter({ progress: e.target.value || undefined })}>
            <option value="">{t('allProgress')}</option>
            {Object.entries(PROGRESS).map(([value, key]) => <option key={value} value={value}>{t(`progress.${key}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
        <Button variant="outline" size="sm" onClick={() => void downloadExport(`${reportPath(classId)}/export`, filters, t('exportName', { title: classTitle }))}>{t('export')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{t('reportCaption', { title: classTitle })}</caption>
          <thead><tr>{(['learner', 'phone', 'statusColumn', 'watchedHours', 'lessonsDone', 'lastStudy'] as const).map((k) => <th key={k} scope="col" className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={6} />
            {rows.map((r) => (
              <tr key={r.enrollment_id} data-testid="report-row">
                <td className={tdClass}>{r.real_name}</td>
                <td className={`${tdClass} font-mono`}>{r.phone}</td>
                <td className={tdClass}>{(STATUSES as readonly string[]).includes(r.status) ? t(`status.${r.status as (typeof STATUSES)[number]}`) : r.status}</td>
                <td className={tdClass}>{hours(r.watched_seconds)}</td>
                <td className={tdClass}>{t('lessonsOf', { done: r.lessons_completed, total: r.lessons_total })}</td>
                <td className={tdClass}>{formatTime(r.last_study_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
    </div>
  );
}
