'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { hasEnumLabel, operationModuleKey } from '@/lib/format/enum-labels';
import { DateTimeCell, ListPage, useEnumLabel, useKitList } from '../../kit';
import type { OperationLogRow } from '@/lib/contract/system-logs';

type OperationRow = OperationLogRow;

/** Module and action in words (the one dictionary); an identifier without a name is shown as it is. */
function useOperationName() {
  const label = useEnumLabel();
  return (r: OperationRow) => {
    const moduleKey = operationModuleKey(r.module);
    const area = hasEnumLabel('operationModule', moduleKey) ? label('operationModule', moduleKey) : r.module;
    return `${area} · ${label('operationAction', r.action)}`;
  };
}

export default function OperationLogPage() {
  const t = useTranslations('ManageSystem');
  const list = useKitList<OperationRow>('/manage/logs/operations', {}, ['keyword', 'method', 'from', 'to']);
  const name = useOperationName();
  return (
    <ListPage<OperationRow>
      title={t('operationLogTitle')} list={list}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('operationKeywordHint') },
        { key: 'method', label: t('method'), type: 'select', allLabel: t('all'), options: ['POST', 'PATCH', 'PUT', 'DELETE', 'GET'].map((m) => ({ value: m, label: m })) },
        { key: 'from', label: t('from'), type: 'date' },
        { key: 'to', label: t('to'), type: 'date' },
      ]}
      columns={[
        { key: 'time', label: t('time'), render: (r) => <DateTimeCell value={r.created_at} seconds /> },
        { key: 'who', label: t('operator'), render: (r) => (r.manager_name ? `${r.manager_name}（${r.username}）` : '—') },
        { key: 'what', label: t('moduleAction'), render: (r) => <span title={`${r.module} · ${r.action}`}>{name(r)}</span> },
        { key: 'request', label: t('request'), render: (r) => <span className="font-mono text-xs">{r.method} {r.path}</span> },
        { key: 'params', label: t('params'), render: (r) => (r.params ? (
          <details><summary className="cursor-pointer text-xs text-manage-700">{t('show')}</summary><pre className="mt-1 max-w-md whitespace-pre-wrap break-all text-xs">{r.params}</pre></details>
        ) : '—') },
        { key: 'result', label: t('result'), render: (r) => <Badge tone={r.status_code < 400 ? 'success' : 'danger'}>{r.status_code}</Badge> },
        { key: 'duration', label: t('duration'), nowrap: true, render: (r) => `${r.duration_ms} ms` },
        { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
      ]}
    />
  );
}
