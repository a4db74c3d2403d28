'use client';

import { useTranslations } from 'next-intl';
import type { EligibilityResult } from '@/lib/contract/subsidy/eligibility';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Badge } from '@/components/ui/badge';
import { DataTable, type KitColumn } from '../../kit';

/** A learner's facts for the subsidy: the same columns for an eligibility preview and a claim's lines. */
export type EligibilityRow = { id: number } & Pick<EligibilityResult,
  'learner_name' | 'id_number_masked' | 'learner_category' | 'attendance_percent' | 'attended_hours' | 'exam_passed' | 'certificate_no'
  | 'certificate_issued_on' | 'eligible' | 'reasons' | 'amount_fen'>;

/** Eligible and ineligible learners, every ineligible one with its reasons in words, and the amount each brings. */
export function EligibilityTable<T extends EligibilityRow>({ rows, caption, extra = [], actions }: {
  rows: T[] | undefined; caption: string; extra?: KitColumn<T>[]; actions?: Parameters<typeof DataTable<T>>[0]['actions'];
}) {
  const t = useTranslations('ManageSubsidyClaims');
  const labels = useSubsidyLabels();
  return (
    <DataTable<T>
      caption={caption} rows={rows} rowTestId="claim-line" actions={actions}
      columns={[
        { key: 'name', label: t('learner'), render: (r) => <span className="whitespace-nowrap">{r.learner_name}</span> },
        { key: 'id', label: t('idNumber'), nowrap: true, render: (r) => <span className="font-mono text-xs">{r.id_number_masked}</span> },
        { key: 'category', label: t('category'), render: (r) => labels.category(r.learner_category) },
        { key: 'attendance', label: t('attendance'), nowrap: true, render: (r) => t('attendanceValue', { rate: r.attendance_percent, hours: r.attended_hours }) },
        { key: 'exam', label: t('exam'), nowrap: true, render: (r) => (r.exam_passed ? t('passed') : t('notPassed')) },
        { key: 'certificate', label: t('certificate'), render: (r) => (r.certificate_no ? <span className="font-mono text-xs">{r.certificate_no}<br />{r.certificate_issued_on}</span> : '—') },
        { key: 'eligible', label: t('eligibility'), render: (r) => (r.eligible ? <Badge tone="success">{t('eligible')}</Badge> : (
          <span className="block min-w-48">
            <Badge tone="danger">{t('ineligible')}</Badge>
            <ul className="mt-1 list-disc pl-4 text-xs text-red-800" data-testid="ineligible-reasons">{r.reasons.map((reason) => <li key={reason.code}>{labels.reason(reason)}</li>)}</ul>
          </span>
        )) },
        { key: 'amount', label: t('amount'), nowrap: true, className: 'text-right', render: (r) => <span className="tabular-nums">{labels.yuan(r.amount_fen)}</span> },
        ...extra,
      ]}
    />
  );
}
