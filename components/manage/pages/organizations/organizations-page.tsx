'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { OrganizationForm, type OrganizationRow } from './organization-form';

type Detail = OrganizationRow & { managers: { data: { id: number; username: string; name: string; status: string; last_login_at: string | null }[] } };
const STATUS_LABELS = { pending: 'orgStatusPending', approved: 'orgStatusApproved', disabled: 'orgStatusDisabled' } as const;
const TONES: Record<OrganizationRow['status'], BadgeTone> = { pending: 'warning', approved: 'success', disabled: 'danger' };

function Managers({ id }: { id: number }) {
  const t = useTranslations('ManageSystem');
  const { data } = useApi<{ data: Detail }>(`/manage/organizations/${id}`);
  if (!data) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  const managers = data.data.managers.data;
  return managers.length === 0 ? <p className="text-sm text-slate-500">{t('noOrgManagers')}</p> : (
    <ul className="divide-y divide-slate-100 text-sm">
      {managers.map((m) => <li key={m.id} className="flex justify-between py-1"><span>{m.name}（{m.username}）</span><span className="text-slate-500">{m.status === 'active' ? t('statusActive') : t('statusDisabled')} · {formatTime(m.last_login_at)}</span></li>)}
    </ul>
  );
}

export default function OrganizationsPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const can = usePermissionNames();
  const [filters, setFilters] = useState({ keyword: '', type: '', status: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<OrganizationRow>>('/manage/organizations', { ...filters, page });
  const [editing, setEditing] = useState<OrganizationRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<OrganizationRow | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const statusLabel = (s: OrganizationRow['status']) => t(STATUS_LABELS[s]);
  const typeLabel = (type: OrganizationRow['type']) => t(`orgType${type}`);
  const move = async (row: OrganizationRow, action: 'approve' | 'disable' | 'enable') => {
    try {
      await send(`/manage/organizations/${row.id}/${action}`, 'POST');
      toast(t('saved'), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame title={t('organizationsTitle')} actions={can.has('organizations.create') && <Button variant="manage" onClick={() => setEditing('new')}>{t('newOrganization')}</Button>}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('orgKeywordHint')} />
        <SelectField label={t('orgType')} name="type" value={filters.type} onChange={(v) => change({ type: v })}
          options={[{ value: '', label: t('all') }, { value: '10', label: t('orgType10') }, { value: '11', label: t('orgType11') }, { value: '12', label: t('orgType12') }]} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, ...(['pending', 'approved', 'disabled'] as const).map((s) => ({ value: s, label: statusLabel(s) }))]} />
      </div>
      <DataTable
        caption={t('organizationsTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'name', label: t('orgName'), render: (o) => o.name },
          { key: 'type', label: t('orgType'), render: (o) => typeLabel(o.type) },
          { key: 'code', label: t('creditCode'), render: (o) => <span className="font-mono text-xs">{o.credit_code ?? '—'}</span> },
          { key: 'city', label: t('city'), render: (o) => o.city_name ?? '—' },
          { key: 'managers', label: t('managerCount'), render: (o) => o.managers_count ?? 0 },
          { key: 'status', label: t('status'), render: (o) => <Badge tone={TONES[o.status]}>{statusLabel(o.status)}</Badge> },
          {
            key: 'actions', label: t('actions'), render: (o) => (
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="ghost" onClick={() => setViewing(o)}>{t('view')}</Button>
                {can.has('organizations.update') && <Button size="sm" variant="ghost" onClick={() => setEditing(o)}>{t('edit')}</Button>}
                {o.status === 'pending' && can.has('organizations.review') && <Button size="sm" variant="ghost" onClick={() => void move(o, 'approve')}>{t('approve')}</Button>}
                {o.status !== 'disabled' && can.has('organizations.update') && <Button size="sm" variant="ghost" onClick={() => void move(o, 'disable')}>{t('disable')}</Button>}
                {o.status === 'disabled' && can.has('organizations.update') && <Button size="sm" variant="ghost" onClick={() => void move(o, 'enable')}>{t('enable')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={editing !== null} title={editing === 'new' ? t('newOrganization') : t('editOrganization')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <OrganizationForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); void list.mutate(); }} />
        )}
      </Modal>
      <Modal open={viewing !== null} title={viewing?.name ?? ''} onClose={() => setViewing(null)} wide>
        {viewing && (
          <div className="space-y-3 text-sm">
            <p><span className="text-slate-500">{t('qualifications')}：</span>{viewing.qualifications ?? '—'}</p>
            <p><span className="text-slate-500">{t('contactName')}：</span>{viewing.contact_name ?? '—'} {viewing.contact_phone ?? ''}</p>
            <h3 className="font-medium text-slate-800">{t('orgManagers')}</h3>
            <Managers id={viewing.id} />
          </div>
        )}
        <div className="mt-4 flex justify-end"><Button variant="outline" onClick={() => setViewing(null)}>{t('close')}</Button></div>
      </Modal>
    </PageFrame>
  );
}
