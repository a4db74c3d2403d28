'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { MyExam } from '@/lib/contract/career';
import { formatDate } from '@/lib/format/date';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { levelKey } from '@/components/front/level-name';
import { Fact } from './list-states';

const STATUS_TONE: Record<MyExam['status'], BadgeTone> = { scheduled: 'primary', ongoing: 'warning', finished: 'neutral', cancelled: 'danger' };

export function useExamTime() {
  const locale = useLocale();
  return (exam: Pick<MyExam, 'start_at' | 'end_at'>) =>
    `${formatDate(exam.start_at, 'YYYY-MM-DD HH:mm', locale)} – ${formatDate(exam.end_at, 'HH:mm', locale)}`;
}

export function ExamCard({ exam }: { exam: MyExam }) {
  const t = useTranslations('UserExam');
  const levels = useTranslations('Levels');
  const examTime = useExamTime();
  const level = levelKey(exam.class.data.level);
  return (
    <Card as="li" className="p-4 md:p-5" data-testid="exam-card">
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{exam.title}</h2>
        <Badge tone={STATUS_TONE[exam.status]} className="shrink-0">{t(`status.${exam.status}`)}</Badge>
      </div>
      <dl className="space-y-2">
        <Fact label={t('time')}>{examTime(exam)}</Fact>
        <Fact label={t('place')}>{exam.place ?? t('placeTbd')}</Fact>
        <Fact label={t('className')}>{exam.class.data.title}</Fact>
        <Fact label={t('occupation')}>
          {exam.occupation.data.name}
          {level ? ` · ${levels(level)}` : ''}
        </Fact>
        <Fact label={t('ticketNo')}>{exam.ticket ? <span className="font-mono">{exam.ticket.ticket_no}</span> : <span className="text-slate-500">{t('noTicket')}</span>}</Fact>
        <Fact label={t('score')}>
          {exam.result ? (
            <span className="inline-flex items-center gap-2">
              <span className="font-semibold">{t('scoreValue', { score: exam.result.score })}</span>
              <Badge tone={exam.result.passed ? 'success' : 'danger'}>{exam.result.passed ? t('passed') : t('failedExam')}</Badge>
            </span>
          ) : (
            <span className="text-slate-500">{t('noScore')}</span>
          )}
        </Fact>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>{t('passScore', { score: exam.pass_score })}</span>
        {exam.ticket && (
          <Link href={`/user/exam?id=${exam.id}`} className="text-sm font-medium text-primary-700 hover:underline">
            {t('viewTicket')}
          </Link>
        )}
      </div>
    </Card>
  );
}
