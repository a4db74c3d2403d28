'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { SidebarCreateBody, SidebarUpdateBody } from '@/lib/contract/system-admin';
import { KitCheckField, KitFormActions, kitSend, KitSelectField, KitTextField, useKitForm } from '../../kit';
import { PAGE_NAMES } from '../page-names';
import { useKitRead } from '../../kit';
import { flatten, subtreeIds, type MenuNode, type MenuTree } from './menu-types';
import type { ManagedRole } from '@/lib/contract/role-admin';

type Permission = { id: number; name: string; title: string; children: Permission[] };
type Role = Pick<ManagedRole, 'id' | 'name' | 'title'>;

const LAYOUT = 'Layout';

export function emptyMenu(parentId: number | null): MenuNode {
  return {
    id: 0, parent_id: parentId, title: '', name: '', path: '/manage/', component: parentId ? '' : LAYOUT, redirect: null, icon: null, order: 0,
    is_show: true, always_show: !parentId, no_cache: false, affix: false, active_menu: null, permission: null, role_ids: [], navbar_ids: [], children: [],
  };
}

/** The body a menu item's form sends: navbars only for a top-level item, the order only for an existing one. */
const toBody = (f: MenuNode, existing: boolean) => ({
  parent_id: f.parent_id, title: f.title, name: f.name, path: f.path, component: f.component, redirect: f.redirect || null,
  icon: f.icon || null, is_show: f.is_show, always_show: f.always_show, no_cache: f.no_cache, affix: f.affix,
  active_menu: f.active_menu || null, permission: f.permission || null, role_ids: f.role_ids,
  ...(f.parent_id === null ? { navbar_ids: f.navbar_ids } : {}), ...(existing ? { order: f.order } : {}),
});
const CreateForm = z.preprocess((v) => toBody(v as MenuNode, false), SidebarCreateBody);
const UpdateForm = z.preprocess((v) => toBody(v as MenuNode, true), SidebarUpdateBody);

/** Every SPEC.md §3 field of a sidebar item; the component is picked from the registered pages. */
export function MenuForm({ node, tree, onSaved, onCancel }: { node: MenuNode; tree: MenuTree; onSaved: (id: number) => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const permissions = useKitRead<{ data: Permission[] }>('/manage/roles/permission-tree');
  const roles = useKitRead<{ data: Role[] }>('/manage/roles');
  const form = useKitForm(node.id ? UpdateForm : CreateForm, node, {
    title: t('menuTitle'), name: t('routeName'), path: t('path'), component: t('component'), parent_id: t('parent'), permission: t('permission'), icon: t('icon'),
    order: t('order'), redirect: t('redirect'), active_menu: t('activeMenu'), navbar_ids: t('navbars'), role_ids: t('menuRoles'),
  });
  const { values: v, errors } = form;
  const set = (patch: Partial<MenuNode>) => form.setValues((f) => ({ ...f, ...patch }));
  const excluded = node.id ? subtreeIds(node) : new Set<number>();
  const parents = flatten(tree.sidebars).filter((n) => !excluded.has(n.id));
  const components = [...new Set([LAYOUT, ...PAGE_NAMES, ...(v.component ? [v.component] : [])])].sort();
  const permissionOptions = (permissions.data?.data ?? []).flatMap((m) => [m, ...m.children]);
  const toggle = (list: number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const submit = form.submit(async (body) => {
    const answer = await kitSend<{ data: { id: number } }>(node.id ? `/manage/menus/sidebars/${node.id}` : '/manage/menus/sidebars', node.id ? 'PATCH' : 'POST', body);
    onSaved(answer.data.id);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={t('menuForm')}>
      <div className="grid grid-cols-2 gap-3">
        <KitTextField label={t('menuTitle')} name="title" required value={v.title} onChange={(x) => set({ title: x })} error={errors.title} />
        <KitTextField label={t('routeName')} name="name" required value={v.name} onChange={(x) => set({ name: x })} error={errors.name} />
        <KitTextField label={t('path')} name="path" required value={v.path} onChange={(x) => set({ path: x })} error={errors.path} />
        <KitSelectField label={t('component')} name="component" required value={v.component} onChange={(x) => set({ component: x })} error={errors.component}
          options={[{ value: '', label: t('choose') }, ...components.map((c) => ({ value: c, label: c === LAYOUT ? t('layoutComponent') : c }))]} />
        <KitSelectField label={t('parent')} name="parent_id" value={v.parent_id ? String(v.parent_id) : ''} error={errors.parent_id}
          onChange={(x) => set({ parent_id: x ? Number(x) : null })}
          options={[{ value: '', label: t('topLevel') }, ...parents.map((p) => ({ value: String(p.id), label: `${p.title}（${p.path}）` }))]} />
        <KitSelectField label={t('permission')} name="permission" value={v.permission ?? ''} onChange={(x) => set({ permission: x || null })} error={errors.permission}
          options={[{ value: '', label: t('noPermission') }, ...permissionOptions.map((p) => ({ value: p.name, label: `${p.title}（${p.name}）` }))]} />
        <KitTextField label={t('icon')} name="icon" value={v.icon ?? ''} onChange={(x) => set({ icon: x })} error={errors.icon} />
        <KitTextField label={t('order')} name="order" type="number" value={String(v.order)} onChange={(x) => set({ order: Number(x) || 0 })} error={errors.order} />
        <KitTextField label={t('redirect')} name="redirect" value={v.redirect ?? ''} onChange={(x) => set({ redirect: x })} error={errors.redirect} />
        <KitTextField label={t('activeMenu')} name="active_menu" value={v.active_menu ?? ''} onChange={(x) => set({ active_menu: x })} error={errors.active_menu} />
      </div>
      <div className="flex flex-wrap gap-4">
        <KitCheckField name="is_show" label={t('isShow')} checked={v.is_show} onChange={(x) => set({ is_show: x })} />
        <KitCheckField name="always_show" label={t('alwaysShow')} checked={v.always_show} onChange={(x) => set({ always_show: x })} />
        <KitCheckField name="no_cache" label={t('noCache')} checked={v.no_cache} onChange={(x) => set({ no_cache: x })} />
        <KitCheckField name="affix" label={t('affix')} checked={v.affix} onChange={(x) => set({ affix: x })} />
      </div>
      {v.parent_id === null && (
        <fieldset>
          <legend className="text-sm text-slate-700">{t('navbars')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {tree.navbars.map((n) => <KitCheckField key={n.id} name={`navbar-${n.name}`} label={n.title} checked={v.navbar_ids.includes(n.id)} onChange={(on) => set({ navbar_ids: toggle(v.navbar_ids, n.id, on) })} />)}
          </div>
          {errors.navbar_ids && <p className="mt-1 text-xs text-red-700" data-testid="field-error">{errors.navbar_ids}</p>}
        </fieldset>
      )}
      <fieldset>
        <legend className="text-sm text-slate-700">{t('menuRoles')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(roles.data?.data ?? []).map((r) => <KitCheckField key={r.id} name={`menu-role-${r.name}`} label={r.title} checked={v.role_ids.includes(r.id)} onChange={(on) => set({ role_ids: toggle(v.role_ids, r.id, on) })} />)}
        </div>
        <p className="mt-1 text-xs text-slate-500">{t('menuRolesHint')}</p>
      </fieldset>
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
