'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { EXAMS_PATH, type ExamResultRow, type ManagedExam, recordScore } from './exam-api';
import { ScoreImport } from './score-import';

/** The admission tickets of one session with score entry, the Excel template, import and export. */
export function ExamResults({ exam, onChanged }: { exam: ManagedExam; onChanged: () => void }) {
  const t = useTranslations('ManageExams');
  const toast = useToast();
  const key = `${EXAMS_PATH}/${exam.id}/results`;
  const results = useSWR(key, (url: string) => apiFetch<{ data: ExamResultRow[] }>(url, { guard: 'manage', silent: true }));
  const rows = results.data?.data ?? [];
  const refresh = () => { void results.mutate(); onChanged(); };
  const editable = exam.status !== 'cancelled';

  async function save(r: ExamResultRow, raw: string) {
    const score = Number(raw);
    if (raw === '' || score === r.score) return;
    try {
      await recordScore(exam.id, r.user_id, score);
      toast(t('scoreSaved', { name: r.real_name }), 'success');
      refresh();
    } catch {
      // toasted by the API client; the typed value stays for correction
    }
  }

  return (
    <section aria-labelledby="results-title" className="space-y-3 rounded border border-slate-200 p-4" data-testid="exam-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-title" className="text-base font-semibold text-slate-900">{t('resultsOf', { title: exam.title })}</h2>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => void downloadExport(`${key}/template`, {}, t('templateName', { title: exam.title }))}>{t('template')}</Button>
          <Button size="sm" variant="ghost" onClick={() => void downloadExport(`${key}/export`, {}, t('exportName', { title: exam.title }))}>{t('export')}</Button>
        </div>
      </div>
      {editable && <ScoreImport examId={exam.id} onImported={refresh} />}
      <table className="min-w-full divide-y divide-slate-200">
        <thead><tr>{(['ticket', 'name', 'idNumber', 'score', 'result'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
        <tbody className="divide-y divide-slate-100">
          <ListStates loading={!results.data && !results.error} failed={Boolean(results.error)} empty={Boolean(results.data) && rows.length === 0} onRetry={() => void results.mutate()} columns={5} />
          {rows.map((r) => (
            <tr key={r.id} data-testid="result-row">
              <td className={`${tdClass} font-mono`}>{r.ticket_no}</td>
              <td className={tdClass}>{r.real_name}</td>
              <td className={`${tdClass} font-mono`}>{r.id_number}</td>
              <td className={tdClass}>
                <input
                  type="number" min={0} max={100} aria-label={t('scoreFor', { name: r.real_name })} defaultValue={r.score ?? ''} key={`${r.id}-${r.score}`}
                  disabled={!editable || r.certified} className={`${inputClass} w-20`} onBlur={(e) => void save(r, e.target.value)}
                />
              </td>
              <td className={tdClass}>
                {r.passed === null ? <Badge>{t('notScored')}</Badge> : <Badge tone={r.passed ? 'success' : 'danger'}>{r.passed ? t('pass') : t('fail')}</Badge>}
                {r.certified && <Badge tone="primary" className="ml-1">{t('certified')}</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
