'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { DataTable, FormActions, Modal, PageFrame, TextField } from '../system/kit';
import { send, useApi } from '../system/use-api';
import { PermissionTree, type PermissionNode } from './permission-tree';

type Role = { id: number; name: string; title: string; description: string | null; builtin: boolean; permission_ids: number[]; managers_count: number };
type Draft = { id?: number; name: string; title: string; description: string; chosen: Set<number> };

export default function RolesPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const roles = useApi<{ data: Role[] }>('/manage/roles');
  const tree = useApi<{ data: PermissionNode[] }>('/manage/roles/permission-tree');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const open = (role?: Role) => {
    setErrors({});
    setDraft(role ? { id: role.id, name: role.name, title: role.title, description: role.description ?? '', chosen: new Set(role.permission_ids) } : { name: '', title: '', description: '', chosen: new Set() });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    const body = { name: draft.name, title: draft.title, description: draft.description || null, permission_ids: [...draft.chosen] };
    try {
      await send(draft.id ? `/manage/roles/${draft.id}` : '/manage/roles', draft.id ? 'PATCH' : 'POST', body);
      toast(t('saved'), 'success');
      setDraft(null);
      await roles.mutate();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (role: Role) => {
    if (!window.confirm(t('confirmDeleteRole', { title: role.title }))) return;
    try {
      await send(`/manage/roles/${role.id}`, 'DELETE');
      toast(t('deleted'), 'success');
      await roles.mutate();
    } catch {
      // the toast already shows why
    }
  };

  return (
    <PageFrame title={t('rolesTitle')} actions={<Button variant="manage" onClick={() => open()}>{t('newRole')}</Button>}>
      <DataTable
        caption={t('rolesTitle')} rows={roles.data?.data} error={roles.error} onRetry={() => void roles.mutate()}
        columns={[
          { key: 'title', label: t('roleTitle'), render: (r) => <>{r.title} {r.builtin && <Badge tone="primary">{t('builtin')}</Badge>}</> },
          { key: 'name', label: t('roleName'), render: (r) => <span className="font-mono text-xs">{r.name}</span> },
          { key: 'perms', label: t('permissionCount'), render: (r) => r.permission_ids.length },
          { key: 'managers', label: t('managerCount'), render: (r) => r.managers_count },
          { key: 'description', label: t('description'), render: (r) => r.description ?? '—' },
          {
            key: 'actions', label: t('actions'), render: (r) => r.builtin ? '—' : (
              <div className="flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => open(r)}>{t('edit')}</Button>
                <Button size="sm" variant="ghost" onClick={() => void remove(r)}>{t('delete')}</Button>
              </div>
            ),
          },
        ]}
      />
      <Modal open={draft !== null} title={draft?.id ? t('editRole') : t('newRole')} onClose={() => setDraft(null)} wide>
        {draft && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <div className="grid grid-cols-2 gap-3">
              <TextField label={t('roleTitle')} name="title" required value={draft.title} onChange={(v) => setDraft({ ...draft, title: v })} error={errors.title} />
              <TextField label={t('roleName')} name="name" required value={draft.name} onChange={(v) => setDraft({ ...draft, name: v })} error={errors.name} placeholder="class-viewer" />
            </div>
            <div className="mt-3">
              <TextField label={t('description')} name="description" value={draft.description} onChange={(v) => setDraft({ ...draft, description: v })} error={errors.description} />
            </div>
            <h2 className="mb-2 mt-4 text-sm font-medium text-slate-800">{t('permissions')}</h2>
            {errors.permission_ids && <p className="mb-2 text-xs text-red-700">{errors.permission_ids}</p>}
            {tree.data ? <PermissionTree tree={tree.data.data} chosen={draft.chosen} onChange={(chosen) => setDraft({ ...draft, chosen })} /> : <p className="text-sm text-slate-500">{t('loading')}</p>}
            <FormActions busy={busy} onCancel={() => setDraft(null)} />
          </form>
        )}
      </Modal>
    </PageFrame>
  );
}
