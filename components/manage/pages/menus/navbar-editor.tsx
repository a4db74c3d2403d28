'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { arrayMove } from '@dnd-kit/sortable';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { TextField } from '../system/kit';
import { send } from '../system/use-api';
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

/** The top-bar sections: reorder (drag or buttons), rename inline, add one, delete one no menu uses (the server refuses otherwise). */
export function NavbarEditor({ navbars, onChanged, onReorder }: { navbars: NavbarNode[]; onChanged: () => void; onReorder: (ids: number[]) => void }) {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const [draft, setDraft] = useState({ title: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send('/manage/menus/navbars', 'POST', draft);
      setDraft({ title: '', name: '' });
      setErrors({});
      toast(t('saved'), 'success');
      onChanged();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    }
  };
  const rename = async (navbar: NavbarNode) => {
    const title = window.prompt(t('navbarTitle'), navbar.title);
    if (!title || title === navbar.title) return;
    try {
      await send(`/manage/menus/navbars/${navbar.id}`, 'PATCH', { title });
      onChanged();
    } catch {
      // toasted
    }
  };
  const remove = async (navbar: NavbarNode) => {
    if (!window.confirm(t('confirmDeleteNavbar', { title: navbar.title }))) return;
    try {
      await send(`/manage/menus/navbars/${navbar.id}`, 'DELETE');
      onChanged();
    } catch {
      // toasted
    }
  };

  return (
    <section aria-labelledby="navbar-editor" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="navbar-editor" className="mb-2 text-sm font-semibold text-slate-800">{t('navbarsTitle')}</h2>
      <SortableGroup items={navbars} onReorder={onReorder}>
        <ul className="space-y-1" aria-label={t('navbarsTitle')}>
          {navbars.map((n, i) => (
            <NavbarRow key={n.id} navbar={n} index={i} navbars={navbars} onReorder={onReorder} onRename={() => void rename(n)} onRemove={() => void remove(n)} />
          ))}
        </ul>
      </SortableGroup>
      <form onSubmit={(e) => void add(e)} noValidate className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <TextField label={t('navbarTitle')} name="navbar-title" value={draft.title} onChange={(v) => setDraft({ ...draft, title: v })} error={errors.title} />
        <TextField label={t('navbarName')} name="navbar-name" value={draft.name} onChange={(v) => setDraft({ ...draft, name: v })} error={errors.name} />
        <Button type="submit" variant="outline">{t('add')}</Button>
      </form>
    </section>
  );
}
