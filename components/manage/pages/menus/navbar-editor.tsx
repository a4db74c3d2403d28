'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { TextField } from '../system/kit';
import { send } from '../system/use-api';
import type { NavbarNode } from './menu-types';

/** The top-bar sections: rename inline, add one, delete one no menu uses (the server refuses otherwise). */
export function NavbarEditor({ navbars, onChanged }: { navbars: NavbarNode[]; onChanged: () => void }) {
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
      <ul className="space-y-1">
        {navbars.map((n) => (
          <li key={n.id} className="flex items-center gap-2 text-sm">
            <span className="flex-1">{n.title} <span className="font-mono text-xs text-slate-500">{n.name}</span></span>
            <Button size="sm" variant="ghost" onClick={() => void rename(n)}>{t('rename')}</Button>
            <Button size="sm" variant="ghost" onClick={() => void remove(n)}>{t('delete')}</Button>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} noValidate className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <TextField label={t('navbarTitle')} name="navbar-title" value={draft.title} onChange={(v) => setDraft({ ...draft, title: v })} error={errors.title} />
        <TextField label={t('navbarName')} name="navbar-name" value={draft.name} onChange={(v) => setDraft({ ...draft, name: v })} error={errors.name} />
        <Button type="submit" variant="outline">{t('add')}</Button>
      </form>
    </section>
  );
}
