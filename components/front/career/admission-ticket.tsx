'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { levelKey } from '@/components/front/level-name';
import { useExamTime } from './exam-card';
import { ListLoading } from './list-states';
import { useMyExam } from './use-career';

/** The printable admission ticket; printing shows the ticket alone, on white. */
export function AdmissionTicket({ examId }: { examId: number }) {
  const t = useTranslations('UserExam');
  const levels = useTranslations('Levels');
  const examTime = useExamTime();
  const { data, error, isLoading } = useMyExam(examId);
  const back = (
    <Link href="/user/exam" className="text-sm font-medium text-primary-700 hover:underline print:hidden">
      {t('backToList')}
    </Link>
  );
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  const exam = data?.data;
  if (error || !exam || !exam.ticket) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {exam && !exam.ticket ? t('noTicket') : t('ticketMissing')}
        </p>
        {back}
      </div>
    );
  }
  const level = levelKey(exam.class.data.level);
  const rows: Array<[string, string]> = [
    [t('ticketNo'), exam.ticket.ticket_no],
    [t('holder'), exam.ticket.holder_name],
    [t('idNumber'), exam.ticket.id_number],
    [t('examTitle'), exam.title],
    [t('occupation'), `${exam.occupation.data.name}${level ? ` · ${levels(level)}` : ''}`],
    [t('time'), examTime(exam)],
    [t('place'), exam.place ?? t('placeTbd')],
  ];
  return (
    <div className="space-y-4">
      <article data-testid="admission-ticket" className="rounded-lg border-2 border-slate-800 bg-white p-5 print:fixed print:inset-0 print:z-50 print:m-0 print:border-0 print:p-12">
        <h2 className="border-b border-slate-300 pb-3 text-center text-lg font-bold tracking-wide text-slate-900">{t('ticketHeading')}</h2>
        <dl className="mt-4 divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-4 py-2 text-sm">
              <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 rounded bg-slate-50 p-3 text-xs leading-relaxed text-slate-600">{t('ticketNotes')}</p>
      </article>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Button onClick={() => window.print()}>{t('print')}</Button>
        {back}
      </div>
    </div>
  );
}
