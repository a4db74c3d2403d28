'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { JobPosting } from '@/lib/contract/career';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

type Props = { job: JobPosting; applied: boolean; canApply: boolean; busy: boolean; onApply: () => void };

export function JobCard({ job, applied, canApply, busy, onApply }: Props) {
  const t = useTranslations('UserJob');
  const [open, setOpen] = useState(false);
  const salary = job.salary_min && job.salary_max ? t('salary', { min: job.salary_min, max: job.salary_max }) : t('salaryOpen');
  return (
    <Card as="li" className="p-4 md:p-5" data-testid="job-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{job.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{job.organization.data.name}{job.city_name ? ` · ${job.city_name}` : ''}</p>
        </div>
        <p className="shrink-0 text-base font-semibold text-orange-600">{salary}</p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge>{t('headcount', { count: job.headcount })}</Badge>
        {job.education && <Badge>{t('education', { value: job.education })}</Badge>}
        {job.experience && <Badge>{t('experience', { value: job.experience })}</Badge>}
        {job.occupation.data && <Badge tone="primary">{job.occupation.data.name}</Badge>}
      </div>
      {open && (
        <div className="mt-3 space-y-2 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p>{job.description}</p>
          {job.contact && <p className="text-slate-600">{t('contact', { value: job.contact })}</p>}
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="text-sm font-medium text-primary-700 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('hideDetails') : t('details')}
        </button>
        {applied ? (
          <Badge tone="success">{t('applied')}</Badge>
        ) : (
          <Button onClick={onApply} disabled={!canApply || busy}>{busy ? t('applying') : t('apply')}</Button>
        )}
      </div>
    </Card>
  );
}
