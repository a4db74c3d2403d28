'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, type Page } from '../system/use-api';

type SessionRow = {
  id: number; guard: 'api' | 'manage'; account: string; name: string | null; ip: string | null; user_agent: string | null;
  created_at: string; last_used_at: string | null; expires_at: string;
};

export default function SessionsPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const [filters, setFilters] = useState({ keyword: '', guard: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<SessionRow>>('/manage/logs/sessions', { ...filters, page });
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const signOut = async (row: SessionRow) => {
    if (!window.confirm(t('confirmSignOut', { account: row.account }))) return;
    try {
      await send(`/manage/logs/sessions/${row.id}`, 'DELETE');
      toast(t('signedOut'), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };
  return (
    <PageFrame title={t('sessionsTitle')}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('account')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} />
        <SelectField label={t('guard')} name="guard" value={filters.guard} onChange={(v) => change({ guard: v })}
          options={[{ value: '', label: t('all') }, { value: 'manage', label: t('guardManage') }, { value: 'api', label: t('guardApi') }]} />
      </div>
      <DataTable
        caption={t('sessionsTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'account', label: t('account'), render: (r) => <>{r.name ? `${r.name}（${r.account}）` : r.account}</> },
          { key: 'guard', label: t('guard'), render: (r) => (r.guard === 'manage' ? t('guardManage') : t('guardApi')) },
          { key: 'since', label: t('signedInAt'), render: (r) => formatTime(r.created_at) },
          { key: 'last', label: t('lastActive'), render: (r) => formatTime(r.last_used_at) },
          { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
          { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{r.user_agent ?? '—'}</span> },
          { key: 'actions', label: t('actions'), render: (r) => <Button size="sm" variant="outline" onClick={() => void signOut(r)}>{t('forceSignOut')}</Button> },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
    </PageFrame>
  );
}
