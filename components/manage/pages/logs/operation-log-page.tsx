'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { DataTable, formatTime, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { useApi, type Page } from '../system/use-api';

type OperationRow = {
  id: number; username: string | null; manager_name: string | null; module: string; action: string; method: string; path: string;
  params: string | null; status_code: number; duration_ms: number; ip: string | null; created_at: string;
};

export default function OperationLogPage() {
  const t = useTranslations('ManageSystem');
  const [filters, setFilters] = useState({ keyword: '', method: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<OperationRow>>('/manage/logs/operations', { ...filters, page });
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  return (
    <PageFrame title={t('operationLogTitle')}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('operationKeywordHint')} />
        <SelectField label={t('method')} name="method" value={filters.method} onChange={(v) => change({ method: v })}
          options={[{ value: '', label: t('all') }, ...['POST', 'PATCH', 'PUT', 'DELETE', 'GET'].map((m) => ({ value: m, label: m }))]} />
        <TextField label={t('from')} name="from" type="date" value={filters.from} onChange={(v) => change({ from: v })} />
        <TextField label={t('to')} name="to" type="date" value={filters.to} onChange={(v) => change({ to: v })} />
      </div>
      <DataTable
        caption={t('operationLogTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'time', label: t('time'), render: (r) => formatTime(r.created_at) },
          { key: 'who', label: t('operator'), render: (r) => r.manager_name ? `${r.manager_name}（${r.username}）` : '—' },
          { key: 'what', label: t('moduleAction'), render: (r) => <><span className="font-mono text-xs">{r.module}</span> · {r.action}</> },
          { key: 'request', label: t('request'), render: (r) => <span className="font-mono text-xs">{r.method} {r.path}</span> },
          { key: 'params', label: t('params'), render: (r) => r.params ? <details><summary className="cursor-pointer text-xs text-manage-700">{t('show')}</summary><pre className="mt-1 max-w-md whitespace-pre-wrap break-all text-xs">{r.params}</pre></details> : '—' },
          { key: 'result', label: t('result'), render: (r) => <Badge tone={r.status_code < 400 ? 'success' : 'danger'}>{r.status_code}</Badge> },
          { key: 'duration', label: t('duration'), render: (r) => `${r.duration_ms} ms` },
          { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
    </PageFrame>
  );
}
