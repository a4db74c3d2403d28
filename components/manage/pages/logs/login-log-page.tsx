'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';

type LoginRow = {
  id: number; guard: 'api' | 'manage'; username: string; success: boolean; reason: string | null; ip: string | null; user_agent: string | null;
  created_at: string; locked: boolean; locked_until: string | null;
};

const REASONS = {
  ok: 'reasonOk', sms: 'reasonSms', bad_password: 'reasonBadPassword', unknown_user: 'reasonUnknownUser', locked: 'reasonLocked',
  disabled: 'reasonDisabled', unlocked: 'reasonUnlocked',
} as const;

export default function LoginLogPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const can = usePermissionNames();
  const [filters, setFilters] = useState({ username: '', guard: '', success: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<LoginRow>>('/manage/logs/logins', { ...filters, page });
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };

  const unlock = async (row: LoginRow) => {
    try {
      await send('/manage/logs/logins/unlock', 'POST', { guard: row.guard, username: row.username });
      toast(t('unlocked', { account: row.username }), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };
  const reason = (r: string | null) => (r && Object.hasOwn(REASONS, r) ? t(REASONS[r as keyof typeof REASONS]) : (r ?? '—'));

  return (
    <PageFrame title={t('loginLogTitle')}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('account')} name="username" value={filters.username} onChange={(v) => change({ username: v })} />
        <SelectField label={t('guard')} name="guard" value={filters.guard} onChange={(v) => change({ guard: v })}
          options={[{ value: '', label: t('all') }, { value: 'manage', label: t('guardManage') }, { value: 'api', label: t('guardApi') }]} />
        <SelectField label={t('result')} name="success" value={filters.success} onChange={(v) => change({ success: v })}
          options={[{ value: '', label: t('all') }, { value: '1', label: t('success') }, { value: '0', label: t('failure') }]} />
      </div>
      <DataTable
        caption={t('loginLogTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'time', label: t('time'), render: (r) => formatTime(r.created_at) },
          { key: 'account', label: t('account'), render: (r) => <span className="font-mono text-xs">{r.username}</span> },
          { key: 'guard', label: t('guard'), render: (r) => (r.guard === 'manage' ? t('guardManage') : t('guardApi')) },
          { key: 'result', label: t('result'), render: (r) => <Badge tone={r.success ? 'success' : 'danger'}>{r.success ? t('success') : t('failure')}</Badge> },
          { key: 'reason', label: t('reason'), render: (r) => reason(r.reason) },
          { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
          { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600" title={r.user_agent ?? ''}>{r.user_agent ?? '—'}</span> },
          {
            key: 'lock', label: t('lockState'), render: (r) => r.locked ? (
              <div className="flex items-center gap-2">
                <Badge tone="warning">{t('lockedUntil', { time: formatTime(r.locked_until) })}</Badge>
                {can.has('logs.unlock') && <Button size="sm" variant="outline" onClick={() => void unlock(r)}>{t('unlock')}</Button>}
              </div>
            ) : '—',
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
    </PageFrame>
  );
}
