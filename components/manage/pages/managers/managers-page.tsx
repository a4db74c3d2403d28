'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DateTimeCell, EnumCell, KitDialog, kitSend, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { OneTimePassword } from '../system/one-time-password';
import { usePermissionNames } from '../../kit';
import { ManagerForm, type ManagerRow } from './manager-form';
import type { PasswordIssued } from '@/lib/contract/manager-admin';

const PATH = '/manage/managers';

/** Manager accounts: search, edit in a dialog, disable/enable and password reset (each confirmed); a new or reset password is shown once. */
export default function ManagersPage() {
  const t = useTranslations('ManageSystem');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const toast = useToast();
  const can = usePermissionNames();
  const confirm = useConfirm();
  const list = useKitList<ManagerRow>(PATH, {}, ['keyword', 'status']);
  const [editing, setEditing] = useState<ManagerRow | null | 'new'>(null);
  const [issued, setIssued] = useState<{ account: string; password: string } | null>(null);
  const refresh = () => void list.mutate();
  const toggle = (m: ManagerRow, action: 'disable' | 'enable') => confirm.ask({
    title: actionTitle(t(action)), message: k('actionMessage', { name: m.username, action: t(action) }), confirmLabel: t(action), danger: action === 'disable',
    run: () => kitSend(`${PATH}/${m.id}/${action}`, 'POST'), done: action === 'disable' ? t('disabledDone') : t('enabledDone'), after: refresh });

  return (
    <ListPage<ManagerRow>
      title={t('managersTitle')} list={list}
      toolbar={can.has('managers.create') && <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newManager')}</Button>}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('managerKeywordHint') },
        { key: 'status', label: t('status'), type: 'select', allLabel: t('all'), options: (['active', 'disabled'] as const).map((s) => ({ value: s, label: label('accountStatus', s) })) },
      ]}
      columns={[
        { key: 'username', label: t('username'), render: (m) => <span className="font-mono text-xs">{m.username}</span> },
        { key: 'name', label: t('realName'), render: (m) => m.name },
        { key: 'roles', label: t('roles'), render: (m) => m.roles.data.map((r) => r.title).join('、') || '—' },
        { key: 'org', label: t('organization'), render: (m) => m.organization_name ?? '—' },
        { key: 'status', label: t('status'), nowrap: true, render: (m) => <>
          <EnumCell group="accountStatus" value={m.status} tones={{ active: 'success', disabled: 'danger' }} />
          {m.must_change_password && <Badge tone="warning" className="ml-1">{t('mustChange')}</Badge>}
        </> },
        { key: 'login', label: t('lastLogin'), render: (m) => <DateTimeCell value={m.last_login_at} /> },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), visible: () => can.has('managers.update'), onClick: (m) => setEditing(m) },
        { key: 'disable', label: t('disable'), visible: (m) => can.has('managers.update') && m.status === 'active', onClick: (m) => toggle(m, 'disable') },
        { key: 'enable', label: t('enable'), visible: (m) => can.has('managers.update') && m.status !== 'active', onClick: (m) => toggle(m, 'enable') },
        { key: 'reset', label: t('resetPassword'), visible: () => can.has('managers.reset-password'), onClick: (m) => confirm.ask({
          title: t('resetPassword'), message: t('confirmReset', { account: m.username }), confirmLabel: t('resetPassword'), danger: true,
          run: async () => {
            const answer = await kitSend<PasswordIssued>(`${PATH}/${m.id}/reset-password`, 'POST');
            setIssued({ account: m.username, password: answer.data.password });
          },
          // The one-time password dialog that follows says it was done.
          done: () => null, after: refresh }) },
      ]}
    >
      <KitDialog open={editing !== null} title={editing === 'new' ? t('newManager') : t('editManager')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <ManagerForm
            editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={(created) => {
              setEditing(null);
              toast(t('saved'), 'success');
              if (created) setIssued(created);
              refresh();
            }}
          />
        )}
      </KitDialog>
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
      {confirm.dialog}
    </ListPage>
  );
}
