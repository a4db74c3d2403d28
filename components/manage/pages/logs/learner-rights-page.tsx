'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { RightsEvent } from '@/lib/contract/learner-rights';
import { DateTimeCell, ListPage, useKitList } from '../../kit';

/** How many records of each kind an event covered, e.g. "certificates 1 · enrollments 2"; never a value. */
function recordsOf(detail: RightsEvent['detail']): string {
  const records = (detail?.records ?? {}) as Record<string, number>;
  const parts = Object.entries(records).filter(([, n]) => n > 0).map(([table, n]) => `${table} ${n}`);
  return parts.length ? parts.join(' · ') : '—';
}

/** Learners' downloads of their data and account closures (issue 30), by date and kind. */
export default function LearnerRightsPage() {
  const t = useTranslations('ManageLearnerRights');
  const list = useKitList<RightsEvent>('/manage/learner-rights', {}, ['kind', 'from', 'to']);
  return (
    <ListPage<RightsEvent>
      title={t('title')} list={list}
      filters={[
        { key: 'kind', label: t('kind'), type: 'select', allLabel: t('all'), options: [{ value: 'export', label: t('export') }, { value: 'closure', label: t('closure') }] },
        { key: 'from', label: t('from'), type: 'date' },
        { key: 'to', label: t('to'), type: 'date' },
      ]}
      columns={[
        { key: 'time', label: t('time'), render: (r) => <DateTimeCell value={r.created_at} seconds /> },
        { key: 'kind', label: t('kind'), nowrap: true, render: (r) => <Badge tone={r.kind === 'closure' ? 'danger' : 'primary'}>{t(r.kind)}</Badge> },
        { key: 'account', label: t('account'), render: (r) => `#${r.user_id} ${r.account ?? t('closedAccount')}` },
        { key: 'purpose', label: t('purpose'), nowrap: true, render: (r) => (r.kind === 'export' ? t(r.detail?.purpose === 'view' ? 'purposeView' : 'purposeDownload') : t('byLearner')) },
        { key: 'records', label: t('records'), render: (r) => <span className="text-xs text-slate-600">{recordsOf(r.detail)}</span> },
        { key: 'erased', label: t('erased'), render: (r) => (r.kind === 'closure' && r.detail?.erased ? (
          <details><summary className="cursor-pointer text-xs text-manage-700">{t('show')}</summary>
            <pre className="mt-1 max-w-md whitespace-pre-wrap break-all text-xs">{JSON.stringify(r.detail.erased, null, 1)}</pre></details>
        ) : '—') },
      ]}
    />
  );
}
