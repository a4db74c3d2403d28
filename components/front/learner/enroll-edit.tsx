'use client';

import { useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { ApiError } from '@/lib/api/client';
import { ClassSummary } from './class-summary';
import { EnrollForm, type EnrollChoices } from './enroll-form';
import { EDITABLE } from './status';
import { useEnrollment } from './use-learner-api';

/** /class/enrollEdit: loads my enrolment, then the same form as /class/enroll. */
export function EnrollEdit({ id, choices }: { id: number; choices: EnrollChoices }) {
  const t = useTranslations('EnrollForm');
  const p = useTranslations('EnrollPages');
  const { data, error, isLoading, mutate } = useEnrollment(id);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{p('notFound')}</p>;
  if (error || !data) return <ListFailed message={p('failed')} retryLabel={p('retry')} onRetry={() => void mutate()} />;
  const enrollment = data.data;
  const cls = enrollment.class?.data;
  if (!cls) return <p role="alert" className="text-sm text-slate-700">{t('classNotFound')}</p>;
  return (
    <>
      <ClassSummary cls={cls} />
      {EDITABLE.includes(enrollment.status) ? (
        <EnrollForm cls={cls} choices={choices} existing={enrollment} />
      ) : (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('notEditable')}</p>
      )}
    </>
  );
}
