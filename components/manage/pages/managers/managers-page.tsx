'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { OneTimePassword } from '../system/one-time-password';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { ManagerForm, type ManagerRow } from './manager-form';

export default function ManagersPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const can = usePermissionNames();
  const [filters, setFilters] = useState({ keyword: '', status: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<ManagerRow>>('/manage/managers', { ...filters, page });
  const [editing, setEditing] = useState<ManagerRow | null | 'new'>(null);
  const [issued, setIssued] = useState<{ account: string; password: string } | null>(null);

  const act = async (path: string, done: string) => {
    try {
      await send(path, 'POST');
      toast(done, 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };
  const reset = async (m: ManagerRow) => {
    if (!window.confirm(t('confirmReset', { account: m.username }))) return;
    try {
      const answer = await send<{ data: { password: string } }>(`/manage/managers/${m.id}/reset-password`, 'POST');
      setIssued({ account: m.username, password: answer.data.password });
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame title={t('managersTitle')} actions={can.has('managers.create') && <Button variant="manage" onClick={() => setEditing('new')}>{t('newManager')}</Button>}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => { setFilters({ ...filters, keyword: v }); setPage(1); }} placeholder={t('managerKeywordHint')} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => { setFilters({ ...filters, status: v }); setPage(1); }}
          options={[{ value: '', label: t('all') }, { value: 'active', label: t('statusActive') }, { value: 'disabled', label: t('statusDisabled') }]} />
      </div>
      <DataTable
        caption={t('managersTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'username', label: t('username'), render: (m) => <span className="font-mono text-xs">{m.username}</span> },
          { key: 'name', label: t('realName'), render: (m) => m.name },
          { key: 'roles', label: t('roles'), render: (m) => m.roles.data.map((r) => r.title).join('、') || '—' },
          { key: 'org', label: t('organization'), render: (m) => m.organization_name ?? '—' },
          { key: 'status', label: t('status'), render: (m) => <>
            <Badge tone={m.status === 'active' ? 'success' : 'danger'}>{m.status === 'active' ? t('statusActive') : t('statusDisabled')}</Badge>
            {m.must_change_password && <Badge tone="warning" className="ml-1">{t('mustChange')}</Badge>}
          </> },
          { key: 'login', label: t('lastLogin'), render: (m) => formatTime(m.last_login_at) },
          {
            key: 'actions', label: t('actions'), render: (m) => (
              <div className="flex flex-wrap gap-1">
                {can.has('managers.update') && <Button size="sm" variant="ghost" onClick={() => setEditing(m)}>{t('edit')}</Button>}
                {can.has('managers.update') && (m.status === 'active'
                  ? <Button size="sm" variant="ghost" onClick={() => void act(`/manage/managers/${m.id}/disable`, t('disabledDone'))}>{t('disable')}</Button>
                  : <Button size="sm" variant="ghost" onClick={() => void act(`/manage/managers/${m.id}/enable`, t('enabledDone'))}>{t('enable')}</Button>)}
                {can.has('managers.reset-password') && <Button size="sm" variant="ghost" onClick={() => void reset(m)}>{t('resetPassword')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={editing !== null} title={editing === 'new' ? t('newManager') : t('editManager')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <ManagerForm
            editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={(created) => {
              setEditing(null);
              toast(t('saved'), 'success');
              if (created) setIssued(created);
              void list.mutate();
            }}
          />
        )}
      </Modal>
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
    </PageFrame>
  );
}
