'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { RoleCreateBody, RoleUpdateBody } from '@/lib/contract/system-admin';
import type { ManagedRole } from '@/lib/contract/role-admin';
import { KitFormActions, kitSend, KitTextField, useKitForm } from '../../kit';
import { useKitRead } from '../../kit';
import { PermissionTree, type PermissionNode } from './permission-tree';

export type Role = ManagedRole;

type Values = { name: string; title: string; description: string; permission_ids: number[] };
const toBody = (v: unknown) => ({ ...(v as Values), description: (v as Values).description || null });
const CreateForm = z.preprocess(toBody, RoleCreateBody);
const UpdateForm = z.preprocess(toBody, RoleUpdateBody);

/** A role's title, identifier, description and permissions (chosen in the permission tree). */
export function RoleForm({ editing, onDone, onCancel }: { editing: Role | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const tree = useKitRead<{ data: PermissionNode[] }>('/manage/roles/permission-tree');
  const form = useKitForm(editing ? UpdateForm : CreateForm, {
    name: editing?.name ?? '', title: editing?.title ?? '', description: editing?.description ?? '', permission_ids: editing?.permission_ids ?? [],
  }, { name: t('roleName'), title: t('roleTitle'), description: t('description'), permission_ids: t('permissions') });
  const { values, errors, set } = form;
  const submit = form.submit(async (body) => {
    await kitSend(editing ? `/manage/roles/${editing.id}` : '/manage/roles', editing ? 'PATCH' : 'POST', body);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <KitTextField label={t('roleTitle')} name="title" required value={values.title} onChange={(v) => set('title', v)} error={errors.title} />
        <KitTextField label={t('roleName')} name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} placeholder="class-viewer" />
      </div>
      <div className="mt-3">
        <KitTextField label={t('description')} name="description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} />
      </div>
      <h2 className="mb-2 mt-4 text-sm font-medium text-slate-800">{t('permissions')}</h2>
      {errors.permission_ids && <p className="mb-2 text-xs text-red-700" data-testid="field-error">{errors.permission_ids}</p>}
      {tree.data
        ? <PermissionTree tree={tree.data.data} chosen={new Set(values.permission_ids)} onChange={(chosen) => set('permission_ids', [...chosen])} />
        : <p className="text-sm text-slate-500">{t('loading')}</p>}
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
