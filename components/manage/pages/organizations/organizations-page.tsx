'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format/date';
import { EnumCell, KitDialog, kitSend, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { useKitRead, usePermissionNames } from '../../kit';
import { OrganizationForm, type OrganizationRow } from './organization-form';
import { isOrganizationType, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type ManagedOrganizationDetail } from '@/lib/contract/organization-admin';

type Detail = ManagedOrganizationDetail;
type Move = 'approve' | 'disable' | 'enable';
const PATH = '/manage/organizations';
const TONES: Record<OrganizationRow['status'], BadgeTone> = { pending: 'warning', approved: 'success', disabled: 'danger' };

function Managers({ id }: { id: number }) {
  const t = useTranslations('ManageSystem');
  const label = useEnumLabel();
  const { data } = useKitRead<{ data: Detail }>(`${PATH}/${id}`);
  if (!data) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  const managers = data.data.managers.data;
  return managers.length === 0 ? <p className="text-sm text-slate-500">{t('noOrgManagers')}</p> : (
    <ul className="divide-y divide-slate-100 text-sm">
      {managers.map((m) => <li key={m.id} className="flex justify-between py-1"><span>{m.name}（{m.username}）</span><span className="text-slate-500">{label('accountStatus', m.status)} · {formatDateTime(m.last_login_at)}</span></li>)}
    </ul>
  );
}

/** Organisations: search and filters in the address, details, edit in a dialog, approve/disable/enable (each confirmed). */
export default function OrganizationsPage() {
  const t = useTranslations('ManageSystem');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const toast = useToast();
  const can = usePermissionNames();
  const confirm = useConfirm();
  const list = useKitList<OrganizationRow>(PATH, {}, ['keyword', 'type', 'status']);
  const [editing, setEditing] = useState<OrganizationRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<OrganizationRow | null>(null);
  const refresh = () => void list.mutate();
  const label = useEnumLabel();
  const labels: Record<Move, string> = { approve: t('approve'), disable: t('disable'), enable: t('enable') };
  const move = (o: OrganizationRow, action: Move) => confirm.ask({
    title: actionTitle(labels[action]), message: k('actionMessage', { name: o.name, action: labels[action] }), confirmLabel: labels[action],
    danger: action === 'disable', run: () => kitSend(`${PATH}/${o.id}/${action}`, 'POST'), done: t('saved'), after: refresh });

  return (
    <ListPage<OrganizationRow>
      title={t('organizationsTitle')} list={list}
      toolbar={can.has('organizations.create') && <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newOrganization')}</Button>}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('orgKeywordHint') },
        { key: 'type', label: t('orgType'), type: 'select', allLabel: t('all'), options: ORGANIZATION_TYPES.map((v) => ({ value: String(v), label: t(`orgType${v}`) })) },
        { key: 'status', label: t('status'), type: 'select', allLabel: t('all'), options: ORGANIZATION_STATUSES.map((s) => ({ value: s, label: label('organizationStatus', s) })) },
      ]}
      columns={[
        { key: 'name', label: t('orgName'), render: (o) => o.name },
        { key: 'type', label: t('orgType'), nowrap: true, render: (o) => (isOrganizationType(o.type) ? t(`orgType${o.type}`) : o.type) },
        { key: 'code', label: t('creditCode'), render: (o) => <span className="font-mono text-xs">{o.credit_code ?? '—'}</span> },
        { key: 'city', label: t('city'), nowrap: true, render: (o) => o.city_name ?? '—' },
        { key: 'managers', label: t('managerCount'), nowrap: true, render: (o) => o.managers_count ?? 0 },
        { key: 'status', label: t('status'), nowrap: true, render: (o) => <EnumCell group="organizationStatus" value={o.status} tones={TONES} /> },
      ]}
      actions={[
        { key: 'view', label: t('view'), onClick: (o) => setViewing(o) },
        { key: 'edit', label: t('edit'), visible: () => can.has('organizations.update'), onClick: (o) => setEditing(o) },
        { key: 'approve', label: t('approve'), visible: (o) => o.status === 'pending' && can.has('organizations.review'), onClick: (o) => move(o, 'approve') },
        { key: 'disable', label: t('disable'), visible: (o) => o.status !== 'disabled' && can.has('organizations.update'), onClick: (o) => move(o, 'disable') },
        { key: 'enable', label: t('enable'), visible: (o) => o.status === 'disabled' && can.has('organizations.update'), onClick: (o) => move(o, 'enable') },
      ]}
    >
      <KitDialog open={editing !== null} title={editing === 'new' ? t('newOrganization') : t('editOrganization')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <OrganizationForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); refresh(); }} />
        )}
      </KitDialog>
      <KitDialog open={viewing !== null} title={viewing?.name ?? ''} onClose={() => setViewing(null)} wide>
        {viewing && (
          <div className="space-y-3 text-sm">
            <p><span className="text-slate-500">{t('qualifications')}：</span>{viewing.qualifications ?? '—'}</p>
            <p><span className="text-slate-500">{t('contactName')}：</span>{viewing.contact_name ?? '—'} {viewing.contact_phone ?? ''}</p>
            <h3 className="font-medium text-slate-800">{t('orgManagers')}</h3>
            <Managers id={viewing.id} />
          </div>
        )}
        <div className="mt-4 flex justify-end"><Button variant="outline" onClick={() => setViewing(null)}>{t('close')}</Button></div>
      </KitDialog>
      {confirm.dialog}
    </ListPage>
  );
}
