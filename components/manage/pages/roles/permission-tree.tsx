'use client';

import { useEffect, useRef } from 'react';

import type { PermissionNode } from '@/lib/contract/menus';

export type { PermissionNode };

function ModuleBox({ node, chosen, onToggle }: { node: PermissionNode; chosen: Set<number>; onToggle: (ids: number[], on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const actions = node.children.map((c) => c.id);
  const count = actions.filter((id) => chosen.has(id)).length;
  const all = actions.length > 0 ? count === actions.length : chosen.has(node.id);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input ref={ref} type="checkbox" checked={all} onChange={(e) => onToggle([node.id, ...actions], e.target.checked)} className="h-4 w-4" />
          {node.title} <span className="font-mono text-xs text-slate-500">{node.name}</span>
        </label>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {node.children.map((a) => (
          <label key={a.id} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
            <input type="checkbox" checked={chosen.has(a.id)} onChange={(e) => onToggle([a.id], e.target.checked)} className="h-4 w-4" data-permission={a.name} />
            {a.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The permission tree editor: a module box selects all its actions; the server adds the module itself. */
export function PermissionTree({ tree, chosen, onChange }: { tree: PermissionNode[]; chosen: Set<number>; onChange: (next: Set<number>) => void }) {
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    onChange(next);
  };
  return (
    <div className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto pr-1">
      {tree.map((node) => <ModuleBox key={node.id} node={node} chosen={chosen} onToggle={toggle} />)}
    </div>
  );
}
