'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { examOutcome } from '@/lib/format/enum-labels';
import { Badge } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { DataTable, EnumCell, ExportButton, ImportPanel, kitInputClass, MaskedCell, serverFieldErrors, useKitValidation } from '../../kit';
import { EXAMS_PATH, type ExamResultRow, importScores, type ManagedExam, recordScore } from './exam-api';

const OUTCOME_TONES = { passed: 'success', failed: 'danger', notScored: 'neutral' } as const;
// The API's rule (routes/exams.ts ExamScoreBody), checked before sending.
const ScoreForm = z.object({ score: z.number().int().min(0).max(100) });

/** The admission tickets of one session with score entry, the Excel template, import and export. */
export function ExamResults({ exam, onChanged }: { exam: ManagedExam; onChanged: () => void }) {
  const t = useTranslations('ManageExams');
  const toast = useToast();
  const { validate } = useKitValidation();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const key = `${EXAMS_PATH}/${exam.id}/results`;
  const results = useSWR(key, (url: string) => apiFetch<{ data: ExamResultRow[] }>(url, { guard: 'manage', silent: true }));
  const refresh = () => { void results.mutate(); onChanged(); };
  const editable = exam.status !== 'cancelled';

  const sayError = (id: number, message: string | null) => setErrors((current) => {
    const next = { ...current };
    if (message) next[id] = message;
    else delete next[id];
    return next;
  });
  async function save(r: ExamResultRow, raw: string) {
    const score = Number(raw);
    if (raw.trim() === '' || score === r.score) return sayError(r.id, null);
    const checked = validate(ScoreForm, { score }, { score: t('score') });
    if (!checked.ok) return sayError(r.id, checked.errors.score ?? null);
    try {
      await recordScore(exam.id, r.user_id, checked.data.score);
      sayError(r.id, null);
      toast(t('scoreSaved', { name: r.real_name }), 'success');
      refresh();
    } catch (error) {
      // A 422 by the input; anything else was toasted by kitSend. The typed value stays for correction.
      const fields = serverFieldErrors(error);
      if (fields) sayError(r.id, fields.score ?? fields.form ?? null);
    }
  }

  return (
    <section aria-labelledby={`results-title-${exam.id}`} className="space-y-3 rounded border border-slate-200 p-4" data-testid="exam-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`results-title-${exam.id}`} className="text-base font-semibold text-slate-900">{t('resultsOf', { title: exam.title })}</h2>
        <div className="flex gap-2">
          <ExportButton path={`${key}/template`} query={{}} filename={t('templateName', { title: exam.title })} label={t('template')} />
          <ExportButton path={`${key}/export`} query={{}} filename={t('exportName', { title: exam.title })} label={t('export')} />
        </div>
      </div>
      {editable && <ImportPanel upload={(file, mode) => importScores(exam.id, file, mode)} onImported={refresh} fileLabel={t('importFile')} submitLabel={t('import')} />}
      <DataTable<ExamResultRow>
        caption={t('resultsOf', { title: exam.title })} rows={results.data?.data} failed={Boolean(results.error)} onRetry={() => void results.mutate()} rowTestId="result-row"
        columns={[
          { key: 'ticket', label: t('ticket'), nowrap: true, render: (r) => <span className="font-mono">{r.ticket_no}</span> },
          { key: 'name', label: t('name'), nowrap: true, render: (r) => r.real_name },
          { key: 'idNumber', label: t('idNumber'), render: (r) => <MaskedCell value={r.id_number} reveal={{ subject: 'exam-results', id: r.id, field: 'id_number' }} /> },
          { key: 'score', label: t('score'), render: (r) => (
            <>
              <input
                type="number" min={0} max={100} aria-label={t('scoreFor', { name: r.real_name })} defaultValue={r.score ?? ''} key={`${r.id}-${r.score}`}
                aria-invalid={errors[r.id] ? true : undefined} aria-describedby={errors[r.id] ? `score-error-${r.id}` : undefined}
                disabled={!editable || r.certified} className={`${kitInputClass} w-20`} onBlur={(e) => void save(r, e.target.value)}
              />
              {errors[r.id] && <p id={`score-error-${r.id}`} role="alert" className="mt-1 text-xs text-red-700">{errors[r.id]}</p>}
            </>
          ) },
          { key: 'result', label: t('result'), nowrap: true, render: (r) => (
            <>
              <EnumCell group="examResult" value={examOutcome(r.passed)} tones={OUTCOME_TONES} />
              {r.certified && <Badge tone="primary" className="ml-1 whitespace-nowrap">{t('certified')}</Badge>}
            </>
          ) },
        ]}
      />
    </section>
  );
}
