'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { PAGE_REGISTRY } from '../registry';
import { CheckField, FormActions, SelectField, TextField } from '../system/kit';
import { send, useApi } from '../system/use-api';
import { flatten, subtreeIds, type MenuNode, type MenuTree } from './menu-types';

type Permission = { id: number; name: string; title: string; children: Permission[] };
type Role = { id: number; name: string; title: string };

const LAYOUT = 'Layout';

export function emptyMenu(parentId: number | null): MenuNode {
  return {
    id: 0, parent_id: parentId, title: '', name: '', path: '/manage/', component: parentId ? '' : LAYOUT, redirect: null, icon: null, order: 0,
    is_show: true, always_show: !parentId, no_cache: false, affix: false, active_menu: null, permission: null, role_ids: [], navbar_ids: [], children: [],
  };
}

/** Every SPEC.md §3 field of a sidebar item; the component is picked from the registered pages. */
export function MenuForm({ node, tree, onSaved, onCancel }: { node: MenuNode; tree: MenuTree; onSaved: (id: number) => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const permissions = useApi<{ data: Permission[] }>('/manage/roles/permission-tree');
  const roles = useApi<{ data: Role[] }>('/manage/roles');
  const [form, setForm] = useState(node);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<MenuNode>) => setForm({ ...form, ...patch });
  const excluded = node.id ? subtreeIds(node) : new Set<number>();
  const parents = flatten(tree.sidebars).filter((n) => !excluded.has(n.id));
  const components = [...new Set([LAYOUT, ...Object.keys(PAGE_REGISTRY), ...(form.component ? [form.component] : [])])].sort();
  const permissionOptions = (permissions.data?.data ?? []).flatMap((m) => [m, ...m.children]);
  const toggle = (list: number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      parent_id: form.parent_id, title: form.title, name: form.name, path: form.path, component: form.component, redirect: form.redirect || null,
      icon: form.icon || null, is_show: form.is_show, always_show: form.always_show, no_cache: form.no_cache, affix: form.affix,
      active_menu: form.active_menu || null, permission: form.permission || null, role_ids: form.role_ids,
      ...(form.parent_id === null ? { navbar_ids: form.navbar_ids } : {}), ...(node.id ? { order: form.order } : {}),
    };
    try {
      const answer = await send<{ data: { id: number } }>(node.id ? `/manage/menus/sidebars/${node.id}` : '/manage/menus/sidebars', node.id ? 'PATCH' : 'POST', body);
      setErrors({});
      onSaved(answer.data.id);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={t('menuForm')}>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('menuTitle')} name="title" required value={form.title} onChange={(v) => set({ title: v })} error={errors.title} />
        <TextField label={t('routeName')} name="name" required value={form.name} onChange={(v) => set({ name: v })} error={errors.name} />
        <TextField label={t('path')} name="path" required value={form.path} onChange={(v) => set({ path: v })} error={errors.path} />
        <SelectField label={t('component')} name="component" value={form.component} onChange={(v) => set({ component: v })} error={errors.component}
          options={[{ value: '', label: t('choose') }, ...components.map((c) => ({ value: c, label: c === LAYOUT ? t('layoutComponent') : c }))]} />
        <SelectField label={t('parent')} name="parent_id" value={form.parent_id ? String(form.parent_id) : ''} error={errors.parent_id}
          onChange={(v) => set({ parent_id: v ? Number(v) : null })}
          options={[{ value: '', label: t('topLevel') }, ...parents.map((p) => ({ value: String(p.id), label: `${p.title}（${p.path}）` }))]} />
        <SelectField label={t('permission')} name="permission" value={form.permission ?? ''} onChange={(v) => set({ permission: v || null })} error={errors.permission}
          options={[{ value: '', label: t('noPermission') }, ...permissionOptions.map((p) => ({ value: p.name, label: `${p.title}（${p.name}）` }))]} />
        <TextField label={t('icon')} name="icon" value={form.icon ?? ''} onChange={(v) => set({ icon: v })} error={errors.icon} />
        <TextField label={t('order')} name="order" type="number" value={String(form.order)} onChange={(v) => set({ order: Number(v) || 0 })} error={errors.order} />
        <TextField label={t('redirect')} name="redirect" value={form.redirect ?? ''} onChange={(v) => set({ redirect: v })} error={errors.redirect} />
        <TextField label={t('activeMenu')} name="active_menu" value={form.active_menu ?? ''} onChange={(v) => set({ active_menu: v })} error={errors.active_menu} />
      </div>
      <div className="flex flex-wrap gap-4">
        <CheckField name="is_show" label={t('isShow')} checked={form.is_show} onChange={(v) => set({ is_show: v })} />
        <CheckField name="always_show" label={t('alwaysShow')} checked={form.always_show} onChange={(v) => set({ always_show: v })} />
        <CheckField name="no_cache" label={t('noCache')} checked={form.no_cache} onChange={(v) => set({ no_cache: v })} />
        <CheckField name="affix" label={t('affix')} checked={form.affix} onChange={(v) => set({ affix: v })} />
      </div>
      {form.parent_id === null && (
        <fieldset>
          <legend className="text-sm text-slate-700">{t('navbars')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {tree.navbars.map((n) => <CheckField key={n.id} name={`navbar-${n.name}`} label={n.title} checked={form.navbar_ids.includes(n.id)} onChange={(on) => set({ navbar_ids: toggle(form.navbar_ids, n.id, on) })} />)}
          </div>
          {errors.navbar_ids && <p className="mt-1 text-xs text-red-700">{errors.navbar_ids}</p>}
        </fieldset>
      )}
      <fieldset>
        <legend className="text-sm text-slate-700">{t('menuRoles')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(roles.data?.data ?? []).map((r) => <CheckField key={r.id} name={`menu-role-${r.name}`} label={r.title} checked={form.role_ids.includes(r.id)} onChange={(on) => set({ role_ids: toggle(form.role_ids, r.id, on) })} />)}
        </div>
        <p className="mt-1 text-xs text-slate-500">{t('menuRolesHint')}</p>
      </fieldset>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
