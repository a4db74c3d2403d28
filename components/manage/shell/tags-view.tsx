'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TagView } from '@/lib/manage/tags';
import { cn } from '@/components/ui/cn';
import { TagMenu, type TagMenuAction } from './tag-menu';
import { useTags } from './tags';

type MenuAt = { view: TagView; x: number; y: number };

/** The strip of visited pages under the top bar (SPEC.md §2 "Tabs"). */
export function TagsView({ theme }: { theme: string }) {
  const t = useTranslations('ManageLayout');
  const tags = useTags();
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tags.activePath]);

  function run(action: TagMenuAction) {
    if (!menu) return;
    const { view } = menu;
    setMenu(null);
    if (action === 'refresh') tags.refresh(view);
    else if (action === 'close') tags.close(view);
    else if (action === 'closeOthers') tags.closeOthers(view);
    else tags.closeAll();
  }

  function onAuxClick(event: MouseEvent, view: TagView) {
    if (event.button !== 1) return;
    event.preventDefault();
    if (!view.meta.affix) tags.close(view);
  }

  return (
    <nav aria-label={t('tagsLabel')} className="border-b border-slate-200 bg-white shadow-sm">
      <div ref={strip} className="mx-auto flex h-[34px] max-w-[1420px] items-center gap-1 overflow-x-auto px-5 [scroll-padding-inline:4px]" data-testid="tags-view">
        {tags.state.views.map((view) => {
          const active = view.path === tags.activePath;
          return (
            <span
              key={view.path}
              data-testid="tag"
              data-path={view.path}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ view, x: e.clientX, y: e.clientY });
              }}
              onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              onAuxClick={(e) => onAuxClick(e, view)}
              className={cn('inline-flex h-[26px] shrink-0 items-center gap-1 border px-2 text-xs', active ? 'border-transparent text-white' : 'border-slate-300 bg-white text-slate-600 hover:text-slate-900')}
              style={active ? { backgroundColor: theme } : undefined}
            >
              <Link href={view.fullPath} aria-current={active ? 'page' : undefined} className="inline-flex items-center gap-1 focus-visible:underline focus-visible:outline-none">
                {active && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />}
                {view.title}
              </Link>
              {!view.meta.affix && (
                <button type="button" onClick={() => tags.close(view)} aria-label={t('tag.closeOne', { title: view.title })} className="ml-0.5 rounded-full px-1 leading-none hover:bg-black/20">
                  ×
                </button>
              )}
            </span>
          );
        })}
      </div>
      {menu && <TagMenu view={menu.view} x={menu.x} y={menu.y} onAction={run} onClose={closeMenu} />}
    </nav>
  );
}
