'use client';

import { useState } from 'react';
import { mutate } from 'swr';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import { DataTable, PageFrame } from '../system/kit';
import { send, useApi } from '../system/use-api';
import { emptyMenu, MenuForm } from './menu-form';
import { flatten, type MenuNode, type MenuTree } from './menu-types';
import { NavbarEditor } from './navbar-editor';

/** The shell reads its menus from /user/info: refreshing it shows an edit at once, without signing in again. */
const refreshShell = () => mutate(MANAGER_INFO_KEY);

function TreeRows({ nodes, depth, selected, onSelect, onMove }: {
  nodes: MenuNode[]; depth: number; selected: number | null; onSelect: (n: MenuNode) => void; onMove: (siblings: MenuNode[], index: number, by: -1 | 1) => void;
}) {
  const t = useTranslations('ManageSystem');
  return (
    <ul role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? t('menuTree') : undefined} className={depth ? 'ml-5 border-l border-slate-200 pl-2' : ''}>
      {nodes.map((node, i) => (
        <li key={node.id} role="treeitem" aria-selected={selected === node.id} aria-expanded={node.children.length ? true : undefined}>
          <div className={`flex items-center gap-2 rounded px-2 py-1 ${selected === node.id ? 'bg-manage-50 ring-1 ring-manage-200' : 'hover:bg-slate-50'}`}>
            <button type="button" className="flex-1 text-left text-sm text-slate-800 focus-visible:outline-2" onClick={() => onSelect(node)}>
              {node.title} <span className="font-mono text-xs text-slate-500">{node.path}</span>
              {!node.is_show && <Badge className="ml-1">{t('hidden')}</Badge>}
            </button>
            <Button size="sm" variant="ghost" aria-label={t('moveUp', { title: node.title })} disabled={i === 0} onClick={() => onMove(nodes, i, -1)}>↑</Button>
            <Button size="sm" variant="ghost" aria-label={t('moveDown', { title: node.title })} disabled={i === nodes.length - 1} onClick={() => onMove(nodes, i, 1)}>↓</Button>
          </div>
          {node.children.length > 0 && <TreeRows nodes={node.children} depth={depth + 1} selected={selected} onSelect={onSelect} onMove={onMove} />}
        </li>
      ))}
    </ul>
  );
}

export default function MenusPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const tree = useApi<{ data: MenuTree }>('/manage/menus');
  const [editing, setEditing] = useState<MenuNode | null>(null);

  const reload = async () => {
    await Promise.all([tree.mutate(), refreshShell()]);
  };
  const move = async (siblings: MenuNode[], index: number, by: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    try {
      await send('/manage/menus/sidebars/reorder', 'POST', { parent_id: siblings[index].parent_id, ids });
      await reload();
    } catch {
      // toasted
    }
  };
  const remove = async (node: MenuNode) => {
    if (!window.confirm(t('confirmDeleteMenu', { title: node.title }))) return;
    try {
      await send(`/manage/menus/sidebars/${node.id}`, 'DELETE');
      toast(t('deleted'), 'success');
      setEditing(null);
      await reload();
    } catch {
      // toasted
    }
  };

  const data = tree.data?.data;
  const current = editing && editing.id ? (data && flatten(data.sidebars).find((n) => n.id === editing.id)) ?? editing : editing;
  return (
    <PageFrame title={t('menusTitle')} actions={<Button variant="manage" onClick={() => setEditing(emptyMenu(null))}>{t('newTopMenu')}</Button>}>
      {!data ? (
        <DataTable caption={t('menusTitle')} rows={undefined} error={tree.error} onRetry={() => void tree.mutate()} columns={[]} />
      ) : (
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-6">
          <div>
            <TreeRows nodes={data.sidebars} depth={0} selected={current?.id ?? null} onSelect={setEditing} onMove={(s, i, by) => void move(s, i, by)} />
            <NavbarEditor navbars={data.navbars} onChanged={() => void reload()} />
          </div>
          <div>
            {current ? (
              <>
                <div className="mb-3 flex items-center justify-between">
                  <h2 className="text-sm font-semibold text-slate-800">{current.id ? t('editMenu', { title: current.title }) : t('newMenu')}</h2>
                  {current.id > 0 && (
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(emptyMenu(current.id))}>{t('addChild')}</Button>
                      <Button size="sm" variant="outline" onClick={() => void remove(current)}>{t('delete')}</Button>
                    </div>
                  )}
                </div>
                <MenuForm
                  key={`${current.id}-${current.parent_id}`} node={current} tree={data} onCancel={() => setEditing(null)}
                  onSaved={(id) => {
                    toast(t('saved'), 'success');
                    void reload().then(() => setEditing((e) => (e && e.id === 0 ? { ...e, id } : e)));
                  }}
                />
              </>
            ) : (
              <p className="rounded border border-dashed border-slate-300 p-6 text-sm text-slate-600">{t('pickMenu')}</p>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
