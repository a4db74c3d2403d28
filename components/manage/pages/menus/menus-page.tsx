'use client';

import { useState } from 'react';
import { mutate } from 'swr';
import { arrayMove } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import { kitSendToasted, useKitRead } from '../../kit';
import { emptyMenu, MenuForm } from './menu-form';
import { flatten, withSiblingOrder, type MenuNode, type MenuTree } from './menu-types';
import { NavbarEditor } from './navbar-editor';
import { DragHandle, SortableGroup, useSortableRow } from './sortable-group';
import { DataTable, kitSend, useConfirm } from '../../kit';

/** The shell reads its menus from /user/info: refreshing it shows an edit at once, without signing in again. */
const refreshShell = () => mutate(MANAGER_INFO_KEY);

type Reorder = (parentId: number | null, ids: number[]) => void;

function TreeRow({ node, index, siblings, depth, selected, onSelect, onReorder }: {
  node: MenuNode; index: number; siblings: MenuNode[]; depth: number; selected: number | null; onSelect: (n: MenuNode) => void; onReorder: Reorder;
}) {
  const t = useTranslations('ManageSystem');
  const { rowRef, style, isDragging, handle } = useSortableRow(node.id);
  const ids = siblings.map((s) => s.id);
  const move = (by: -1 | 1) => onReorder(node.parent_id, arrayMove(ids, index, index + by));
  return (
    <li ref={rowRef} style={style} role="treeitem" aria-selected={selected === node.id} aria-expanded={node.children.length ? true : undefined} data-menu-id={node.id}>
      <div className={`flex items-center gap-2 rounded px-2 py-1 ${isDragging ? 'bg-white shadow-md ring-1 ring-manage-300' : selected === node.id ? 'bg-manage-50 ring-1 ring-manage-200' : 'hover:bg-slate-50'}`}>
        <DragHandle label={t('dragToReorder', { title: node.title })} handle={handle} />
        <button type="button" className="flex-1 text-left text-sm text-slate-800 focus-visible:outline-2" onClick={() => onSelect(node)}>
          {node.title} <span className="font-mono text-xs text-slate-500">{node.path}</span>
          {!node.is_show && <Badge className="ml-1">{t('hidden')}</Badge>}
        </button>
        <Button size="sm" variant="ghost" aria-label={t('moveUp', { title: node.title })} disabled={index === 0} onClick={() => move(-1)}>↑</Button>
        <Button size="sm" variant="ghost" aria-label={t('moveDown', { title: node.title })} disabled={index === siblings.length - 1} onClick={() => move(1)}>↓</Button>
      </div>
      {node.children.length > 0 && <TreeRows nodes={node.children} depth={depth + 1} selected={selected} onSelect={onSelect} onReorder={onReorder} />}
    </li>
  );
}

function TreeRows({ nodes, depth, selected, onSelect, onReorder }: {
  nodes: MenuNode[]; depth: number; selected: number | null; onSelect: (n: MenuNode) => void; onReorder: Reorder;
}) {
  const t = useTranslations('ManageSystem');
  const parentId = nodes[0]?.parent_id ?? null;
  return (
    <SortableGroup items={nodes} onReorder={(ids) => onReorder(parentId, ids)}>
      <ul role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? t('menuTree') : undefined} className={depth ? 'ml-5 border-l border-slate-200 pl-2' : ''}>
        {nodes.map((node, i) => (
          <TreeRow key={node.id} node={node} index={i} siblings={nodes} depth={depth} selected={selected} onSelect={onSelect} onReorder={onReorder} />
        ))}
      </ul>
    </SortableGroup>
  );
}

export default function MenusPage() {
  const t = useTranslations('ManageSystem');
  const confirm = useConfirm();
  const toast = useToast();
  const tree = useKitRead<{ data: MenuTree }>('/manage/menus');
  const [editing, setEditing] = useState<MenuNode | null>(null);

  const data = tree.data?.data;

  const reload = async () => {
    await Promise.all([tree.mutate(), refreshShell()]);
  };
  /** Shown at once, saved in one request, then read back (the shell's menus too); a refusal (422 included) is toasted and the read-back undoes it. */
  const persist = async (optimistic: MenuTree, path: string, body: unknown) => {
    await tree.mutate({ data: optimistic }, { revalidate: false });
    try {
      await kitSendToasted(path, 'POST', body);
    } catch {
      // toasted
    }
    await reload();
  };
  const reorderSidebars = (parentId: number | null, ids: number[]) => {
    if (data) void persist({ ...data, sidebars: withSiblingOrder(data.sidebars, parentId, ids) }, '/manage/menus/sidebars/reorder', { parent_id: parentId, ids });
  };
  const reorderNavbars = (ids: number[]) => {
    if (data) void persist({ ...data, navbars: ids.map((id) => data.navbars.find((n) => n.id === id)!) }, '/manage/menus/navbars/reorder', { ids });
  };
  const remove = (node: MenuNode) => confirm.ask({
    title: t('delete'), message: t('confirmDeleteMenu', { title: node.title }), confirmLabel: t('delete'), danger: true,
    run: () => kitSend(`/manage/menus/sidebars/${node.id}`, 'DELETE'), done: t('deleted'), after: () => { setEditing(null); void reload(); } });

  const current = editing && editing.id ? (data && flatten(data.sidebars).find((n) => n.id === editing.id)) ?? editing : editing;
  return (
    <section aria-labelledby="menus-title" className="rounded bg-white p-6 shadow-sm">
      <header className="mb-4 flex items-center justify-between gap-4">
        <h1 id="menus-title" className="text-lg font-semibold text-slate-900">{t('menusTitle')}</h1>
        <Button variant="manage" size="sm" onClick={() => setEditing(emptyMenu(null))}>{t('newTopMenu')}</Button>
      </header>
      {!data ? (
        <DataTable caption={t('menusTitle')} rows={undefined} failed={Boolean(tree.error)} onRetry={() => void tree.mutate()} columns={[]} />
      ) : (
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-6">
          <div>
            <p className="mb-2 text-xs text-slate-500">{t('dragHint')}</p>
            <TreeRows nodes={data.sidebars} depth={0} selected={current?.id ?? null} onSelect={setEditing} onReorder={reorderSidebars} />
            <NavbarEditor navbars={data.navbars} onChanged={() => void reload()} onReorder={reorderNavbars} />
          </div>
          <div>
            {current ? (
              <>
                <div className="mb-3 flex items-center justify-between">
                  <h2 className="text-sm font-semibold text-slate-800">{current.id ? t('editMenu', { title: current.title }) : t('newMenu')}</h2>
                  {current.id > 0 && (
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(emptyMenu(current.id))}>{t('addChild')}</Button>
                      <Button size="sm" variant="outline" onClick={() => remove(current)}>{t('delete')}</Button>
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
      {confirm.dialog}
    </section>
  );
}
