'use client';

import { useTranslations } from 'next-intl';
import type { StudyHoursRow } from '@/lib/contract/course-admin';
import { DateTimeCell, EnumCell, ExportButton, ListPage, MaskedCell, useEnumLabel, useKitList } from '../../kit';
import { reportPath } from './course-api';

const STATUSES = ['approved', 'paid', 'studying', 'completed', 'certified'] as const;
const PROGRESS = { not_started: 'notStarted', in_progress: 'inProgress', completed: 'completed' } as const;
const hours = (seconds: number) => (seconds / 3600).toFixed(2);

/** Each admitted learner's study hours in the class, lessons completed and last study time; filtered and exported. */
export function StudyReport({ classId, classTitle }: { classId: number; classTitle: string }) {
  const t = useTranslations('ManageVideos');
  const label = useEnumLabel();
  const list = useKitList<StudyHoursRow>(reportPath(classId), {}, ['status', 'progress', 'keyword'], { address: false });

  return (
    <ListPage<StudyHoursRow>
      nested title={t('reportCaption', { title: classTitle })} list={list} rowTestId="report-row" rowKey={(r) => r.enrollment_id}
      toolbar={<ExportButton path={`${reportPath(classId)}/export`} query={list.query} filename={t('exportName', { title: classTitle })} label={t('export')} />}
      filtersLabel={t('reportFilters')}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: STATUSES.map((s) => ({ value: s, label: label('enrollmentStatus', s) })) },
        { key: 'progress', label: t('progressFilter'), type: 'select', allLabel: t('allProgress'), options: Object.entries(PROGRESS).map(([value, key]) => ({ value, label: t(`progress.${key}`) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'learner', label: t('learner'), nowrap: true, render: (r) => r.real_name },
        { key: 'phone', label: t('phone'), render: (r) => <MaskedCell value={r.phone} /> },
        { key: 'status', label: t('statusColumn'), render: (r) => <EnumCell group="enrollmentStatus" value={r.status} /> },
        { key: 'hours', label: t('watchedHours'), nowrap: true, render: (r) => <span className="tabular-nums">{hours(r.watched_seconds)}</span> },
        { key: 'lessons', label: t('lessonsDone'), nowrap: true, render: (r) => t('lessonsOf', { done: r.lessons_completed, total: r.lessons_total }) },
        { key: 'lastStudy', label: t('lastStudy'), render: (r) => <DateTimeCell value={r.last_study_at} /> },
      ]}
    />
  );
}
