'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { arrayMove } from '@dnd-kit/sortable';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { NavbarCreateBody, NavbarUpdateBody } from '@/lib/contract/system-admin';
import { KitDialog, KitFormActions, kitSend, KitTextField, useConfirm, useKitForm } from '../../kit';
import type { NavbarNode } from './menu-types';
import { DragHandle, SortableGroup, useSortableRow } from './sortable-group';

function NavbarRow({ navbar, index, navbars, onReorder, onRename, onRemove }: {
  navbar: NavbarNode; index: number; navbars: NavbarNode[]; onReorder: (ids: number[]) => void; onRename: () => void; onRemove: () => void;
}) {
  const t = useTranslations('ManageSystem');
  const { rowRef, style, isDragging, handle } = useSortableRow(navbar.id);
  const move = (by: -1 | 1) => onReorder(arrayMove(navbars.map((n) => n.id), index, index + by));
  return (
    <li ref={rowRef} style={style} data-navbar-id={navbar.id} className={`flex items-center gap-2 rounded px-1 text-sm ${isDragging ? 'bg-white shadow-md ring-1 ring-manage-300' : ''}`}>
      <DragHandle label={t('dragToReorder', { title: navbar.title })} handle={handle} />
      <span className="flex-1">{navbar.title} <span className="font-mono text-xs text-slate-500">{navbar.name}</span></span>
      <Button size="sm" variant="ghost" aria-label={t('moveUp', { title: navbar.title })} disabled={index === 0} onClick={() => move(-1)}>↑</Button>
      <Button size="sm" variant="ghost" aria-label={t('moveDown', { title: navbar.title })} disabled={index === navbars.length - 1} onClick={() => move(1)}>↓</Button>
      <Button size="sm" variant="ghost" onClick={onRename}>{t('rename')}</Button>
      <Button size="sm" variant="ghost" onClick={onRemove}>{t('delete')}</Button>
    </li>
  );
}

/** A section's new title, in a form checked like the API checks it. */
function RenameForm({ navbar, onDone, onCancel }: { navbar: NavbarNode; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const form = useKitForm(NavbarUpdateBody, { title: navbar.title }, { title: t('navbarTitle') });
  const submit = form.submit(async (body) => {
    await kitSend(`/manage/menus/navbars/${navbar.id}`, 'PATCH', body);
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <KitTextField label={t('navbarTitle')} name="title" required value={form.values.title} onChange={(v) => form.set('title', v)} error={form.errors.title} />
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}

/** The top-bar sections: reorder (drag or buttons), rename in a form, add one, delete one no menu uses (the server refuses otherwise). */
export function NavbarEditor({ navbars, onChanged, onReorder }: { navbars: NavbarNode[]; onChanged: () => void; onReorder: (ids: number[]) => void }) {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState<NavbarNode | null>(null);
  const form = useKitForm(NavbarCreateBody, { title: '', name: '' }, { title: t('navbarTitle'), name: t('navbarName') });
  const add = form.submit(async (body) => {
    await kitSend('/manage/menus/navbars', 'POST', body);
    form.setValues({ title: '', name: '' });
    toast(t('saved'), 'success');
    onChanged();
  });
  const remove = (navbar: NavbarNode) => confirm.ask({
    title: t('delete'), message: t('confirmDeleteNavbar', { title: navbar.title }), confirmLabel: t('delete'), danger: true,
    run: () => kitSend(`/manage/menus/navbars/${navbar.id}`, 'DELETE'), done: t('deleted'), after: onChanged });

  return (
    <section aria-labelledby="navbar-editor" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="navbar-editor" className="mb-2 text-sm font-semibold text-slate-800">{t('navbarsTitle')}</h2>
      <SortableGroup items={navbars} onReorder={onReorder}>
        <ul className="space-y-1" aria-label={t('navbarsTitle')}>
          {navbars.map((n, i) => (
            <NavbarRow key={n.id} navbar={n} index={i} navbars={navbars} onReorder={onReorder} onRename={() => setRenaming(n)} onRemove={() => remove(n)} />
          ))}
        </ul>
      </SortableGroup>
      <form onSubmit={(e) => void add(e)} noValidate className="mt-3 grid grid-cols-[1fr_1fr_auto] items-start gap-2">
        <KitTextField label={t('navbarTitle')} name="navbar-title" value={form.values.title} onChange={(v) => form.set('title', v)} error={form.errors.title} />
        <KitTextField label={t('navbarName')} name="navbar-name" value={form.values.name} onChange={(v) => form.set('name', v)} error={form.errors.name} />
        <Button type="submit" variant="outline" className="mt-6">{t('add')}</Button>
      </form>
      <KitDialog open={renaming !== null} title={t('rename')} onClose={() => setRenaming(null)}>
        {renaming && (
          <RenameForm key={renaming.id} navbar={renaming} onCancel={() => setRenaming(null)}
            onDone={() => { setRenaming(null); toast(t('saved'), 'success'); onChanged(); }} />
        )}
      </KitDialog>
      {confirm.dialog}
    </section>
  );
}
