'use client';

import { useTranslations } from 'next-intl';
import { CATEGORY_DECLARATION_STATUSES, type CategoryDeclaration } from '@/lib/contract/subsidy/category';
import { downloadFile } from '@/lib/api/download';
import { reviewReason } from '@/lib/validation/review';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DateTimeCell, ListPage, useConfirm, useKitList } from '../../kit';
import { reviewCategory, SUBSIDY } from './subsidy-api';

const TONES: Record<CategoryDeclaration['status'], BadgeTone> = { pending: 'warning', verified: 'success', rejected: 'danger' };

/** 人员类别审核: the categories learners declared, with their documents; verified or rejected with a reason. */
export default function SubsidyCategoriesPage() {
  const t = useTranslations('ManageSubsidyCategories');
  const labels = useSubsidyLabels();
  const confirm = useConfirm();
  const list = useKitList<CategoryDeclaration>(`${SUBSIDY}/categories`, { status: 'pending' }, ['status', 'class_id']);
  const refresh = () => void list.mutate();

  return (
    <ListPage<CategoryDeclaration>
      title={t('title')} list={list} rowTestId="category-row" filtersLabel={t('filters')}
      filters={[{ key: 'status', label: t('status'), type: 'select', options: CATEGORY_DECLARATION_STATUSES.map((s) => ({ value: s, label: labels.categoryStatus(s) })) }]}
      columns={[
        { key: 'learner', label: t('learner'), render: (d) => d.learner_name ?? `#${d.user_id}` },
        { key: 'category', label: t('category'), render: (d) => labels.category(d.category) },
        { key: 'period', label: t('period'), nowrap: true, render: (d) => <span className="tabular-nums">{d.valid_from} – {d.valid_to ?? t('openEnded')}</span> },
        { key: 'document', label: t('document'), render: (d) => (d.document_file_id ? (
          <button type="button" className="text-manage-700 underline" onClick={() => void downloadFile(`${SUBSIDY}/categories/${d.id}/document`, d.document_name ?? 'document', 'manage').catch(() => undefined)}>
            {d.document_name ?? t('document')}
          </button>
        ) : '—') },
        { key: 'status', label: t('status'), nowrap: true, render: (d) => <Badge tone={TONES[d.status]}>{labels.categoryStatus(d.status)}</Badge> },
        { key: 'review', label: t('review'), render: (d) => (d.reviewed_at ? <span className="text-xs text-slate-600">{d.reviewed_by_name} · <DateTimeCell value={d.reviewed_at} />{d.review_reason ? ` · ${d.review_reason}` : ''}</span> : '—') },
        { key: 'created', label: t('declaredAt'), render: (d) => <DateTimeCell value={d.created_at} /> },
      ]}
      actions={[
        { key: 'verify', label: t('verify'), variant: 'manage', visible: (d) => d.status === 'pending', ariaLabel: (d) => t('verifyNamed', { name: d.learner_name ?? '' }), onClick: (d) => confirm.ask({
          title: t('verifyTitle'), message: t('verifyMessage', { name: d.learner_name ?? '', category: labels.category(d.category) }), confirmLabel: t('verify'),
          run: () => reviewCategory(d.id, { decision: 'verify' }), done: t('verified'), after: refresh }) },
        { key: 'reject', label: t('reject'), visible: (d) => d.status === 'pending', ariaLabel: (d) => t('rejectNamed', { name: d.learner_name ?? '' }), onClick: (d) => confirm.ask({
          title: t('rejectTitle', { name: d.learner_name ?? '' }), confirmLabel: t('reject'), danger: true,
          reason: { label: t('rejectReason'), placeholder: t('rejectPlaceholder'), schema: reviewReason },
          run: (reason) => reviewCategory(d.id, { decision: 'reject', reason }), done: t('rejected'), after: refresh }) },
      ]}
    >
      {confirm.dialog}
    </ListPage>
  );
}
