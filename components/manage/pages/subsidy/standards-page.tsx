'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SubsidyStandard } from '@/lib/contract/subsidy/standard';
import { SUBSIDY_PERMISSIONS } from '@/lib/contract/subsidy/permissions';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ListPage, useConfirm, useKitList } from '../../kit';
import { usePermissionNames } from '../../kit';
import { useOccupations } from '../classes/use-class-options';
import { deleteStandard, SUBSIDY } from './subsidy-api';
import { StandardFormDialog } from './standard-form-dialog';

/** 补贴标准: per occupation, level and learner category; the province creates and edits them. */
export default function SubsidyStandardsPage() {
  const t = useTranslations('ManageSubsidyStandards');
  const k = useTranslations('ManageKit');
  const c = useTranslations('ManageSubsidy');
  const labels = useSubsidyLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const occupations = useOccupations();
  const mayEdit = usePermissionNames().has(SUBSIDY_PERMISSIONS.standards);
  const list = useKitList<SubsidyStandard>(`${SUBSIDY}/standards`, {}, ['occupation_id', 'level', 'on']);
  const [editing, setEditing] = useState<SubsidyStandard | 'new' | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<SubsidyStandard>
      title={t('title')} list={list} rowTestId="standard-row" filtersLabel={t('filters')}
      toolbar={mayEdit ? <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('create')}</Button> : undefined}
      filters={[
        { key: 'occupation_id', label: t('occupation'), type: 'select', options: (occupations ?? []).map((o) => ({ value: String(o.id), label: o.name })) },
        { key: 'level', label: t('level'), type: 'select', options: [1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: labels.level(l) })) },
        { key: 'on', label: t('inForceOn'), type: 'date' },
      ]}
      columns={[
        { key: 'occupation', label: t('occupation'), render: (s) => s.occupation_name ?? `#${s.occupation_id}` },
        { key: 'level', label: t('level'), nowrap: true, render: (s) => labels.level(s.level) },
        { key: 'category', label: t('category'), render: (s) => labels.category(s.learner_category) },
        { key: 'amount', label: t('amount'), nowrap: true, className: 'text-right', render: (s) => <span className="tabular-nums">{labels.yuan(s.amount_fen)}</span> },
        { key: 'attendance', label: t('minAttendance'), nowrap: true, render: (s) => `${s.min_attendance_percent}%` },
        { key: 'months', label: t('claimMonths'), nowrap: true, render: (s) => t('months', { n: s.claim_months }) },
        { key: 'limits', label: t('limits'), render: (s) => t('limitsValue', { perYear: s.max_per_year, once: s.once_per_occupation_level ? 'yes' : 'no' }) },
        { key: 'period', label: t('period'), nowrap: true, render: (s) => <span className="tabular-nums">{s.valid_from} – {s.valid_to ?? t('openEnded')}</span> },
      ]}
      actions={mayEdit ? [
        { key: 'edit', label: c('edit'), ariaLabel: (s) => `${c('edit')} ${s.occupation_name ?? ''} ${labels.level(s.level)}`, onClick: (s) => setEditing(s) },
        { key: 'delete', label: c('delete'), onClick: (s) => confirm.ask({
          title: k('deleteTitle'), message: t('confirmDelete', { name: `${s.occupation_name ?? ''} ${labels.level(s.level)}` }), confirmLabel: c('delete'), danger: true,
          run: () => deleteStandard(s.id), done: t('deleted'), after: refresh }) },
      ] : undefined}
    >
      <StandardFormDialog open={editing !== null} standard={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
        onSaved={() => { toast(t('saved'), 'success'); refresh(); }} />
      {confirm.dialog}
    </ListPage>
  );
}
