'use client';

import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { Button } from '@/components/ui/button';
import { DateCell, EnumCell, ExportButton, ListPage, MaskedCell, useKitList } from '../../kit';
import { classPath, type RosterEntry } from './class-api';

/** A class's admitted learners: enrolment status, study hours and latest exam result; exported as .xlsx. */
export function ClassRoster({ trainingClass, onClose }: { trainingClass: TrainingClass; onClose: () => void }) {
  const t = useTranslations('ManageClasses');
  const path = `${classPath(trainingClass.id)}/roster`;
  const list = useKitList<RosterEntry>(path, {}, ['keyword'], { address: false });
  const exam = (r: RosterEntry) => {
    if (!r.exam) return t('noExam');
    if (r.exam.score === null) return t('examNotScored', { title: r.exam.title });
    return t('examResult', { title: r.exam.title, score: r.exam.score, result: r.exam.passed ? t('passed') : t('failed') });
  };

  return (
    <ListPage<RosterEntry>
      nested testId="class-roster" title={t('rosterOf', { title: trainingClass.title })} list={list} rowTestId="roster-row" rowKey={(r) => r.enrollment_id}
      toolbar={<>
        <ExportButton path={`${path}/export`} query={list.query} filename={t('rosterExportName', { title: trainingClass.title })} label={t('rosterExport')} />
        <Button size="sm" variant="ghost" onClick={onClose}>{t('close')}</Button>
      </>}
      filtersLabel={t('rosterSearch')} filters={[{ key: 'keyword', label: t('rosterKeyword'), type: 'text' }]}
      columns={[
        { key: 'learner', label: t('learner'), nowrap: true, render: (r) => r.real_name },
        { key: 'phone', label: t('phone'), render: (r) => <MaskedCell value={r.phone} /> },
        { key: 'idNumber', label: t('idNumber'), render: (r) => <MaskedCell value={r.id_number} /> },
        { key: 'status', label: t('enrollmentStatus'), render: (r) => <EnumCell group="enrollmentStatus" value={r.status} /> },
        { key: 'hours', label: t('studyHours'), nowrap: true, render: (r) => t('hoursValue', { hours: r.study_hours }) },
        { key: 'exam', label: t('exam'), render: exam },
        { key: 'enrolledAt', label: t('enrolledAt'), render: (r) => <DateCell value={r.created_at} /> },
      ]}
    />
  );
}
