'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { ExamCard } from './exam-card';
import { ListFailed, ListLoading } from './list-states';
import { useMyExams } from './use-career';

export function ExamList() {
  const t = useTranslations('UserExam');
  const { data, error, isLoading, mutate } = useMyExams();
  if (isLoading && !data) return <ListLoading label={t('loading')} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (data.data.length === 0) {
    return <EmptyState title={t('empty')} action={<Link href="/class" className="text-sm font-medium text-primary-700 hover:underline">{t('browseClasses')}</Link>} />;
  }
  return (
    <ul className="space-y-4">
      {data.data.map((exam) => (
        <ExamCard key={exam.id} exam={exam} />
      ))}
    </ul>
  );
}
