'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { KitDialog, kitSend, ListPage, useConfirm, useKitList } from '../../kit';
import { RoleForm, type Role } from './role-form';

/** Roles and their permissions; built-in roles are read-only, a role no manager holds may be deleted (confirmed). */
export default function RolesPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const confirm = useConfirm();
  const list = useKitList<Role>('/manage/roles');
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<Role>
      title={t('rolesTitle')} list={list}
      toolbar={<Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newRole')}</Button>}
      columns={[
        { key: 'title', label: t('roleTitle'), render: (r) => <>{r.title} {r.builtin && <Badge tone="primary">{t('builtin')}</Badge>}</> },
        { key: 'name', label: t('roleName'), render: (r) => <span className="font-mono text-xs">{r.name}</span> },
        { key: 'perms', label: t('permissionCount'), nowrap: true, render: (r) => r.permission_ids.length },
        { key: 'managers', label: t('managerCount'), nowrap: true, render: (r) => r.managers_count },
        { key: 'description', label: t('description'), render: (r) => r.description ?? '—' },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), visible: (r) => !r.builtin, onClick: (r) => setEditing(r) },
        { key: 'delete', label: t('delete'), visible: (r) => !r.builtin, onClick: (r) => confirm.ask({
          title: t('delete'), message: t('confirmDeleteRole', { title: r.title }), confirmLabel: t('delete'), danger: true,
          run: () => kitSend(`/manage/roles/${r.id}`, 'DELETE'), done: t('deleted'), after: refresh }) },
      ]}
    >
      <KitDialog open={editing !== null} title={editing !== null && editing !== 'new' ? t('editRole') : t('newRole')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <RoleForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); refresh(); }} />
        )}
      </KitDialog>
      {confirm.dialog}
    </ListPage>
  );
}
