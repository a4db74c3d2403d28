'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TagView } from '@/lib/manage/tags';
import { cn } from '@/components/ui/cn';
import { TagMenu, type TagMenuAction } from './tag-menu';
import { useTags } from './tags';

type MenuAt = { view: TagView; x: number; y: number };

const SCROLL_STEP = 240;
/** SPEC.md §9: the tab strip's scroll padding. */
export const TAB_SCROLL_PADDING_PX = 4;

/** Scrolls the strip (not the page) so the tab is whole in view, with the scroll padding either side. */
export function revealTab(strip: HTMLElement, tab: HTMLElement) {
  const margin = TAB_SCROLL_PADDING_PX;
  const left = tab.offsetLeft - strip.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left - margin < strip.scrollLeft) strip.scrollLeft = Math.max(0, left - margin);
  else if (right + margin > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right + margin - strip.clientWidth;
}

/** The strip of visited pages under the top bar (SPEC.md §2 "Tabs"): it follows the active tab when tabs overflow. */
export function TagsView() {
  const t = useTranslations('ManageLayout');
  const tags = useTags();
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ back: false, forward: false });
  const closeMenu = useCallback(() => setMenu(null), []);
  const count = tags.state.views.length;

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const back = el.scrollLeft > 0;
    const forward = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((o) => (o.back === back && o.forward === forward ? o : { back, forward }));
  }, []);

  // The active tab is added after the route changed, so this runs again when the strip has it.
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('[data-testid="tag"][data-active="true"]');
    if (el && active) revealTab(el, active);
    measure();
  }, [tags.activePath, count, measure]);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // A vertical wheel over an overflowing strip scrolls it sideways instead of the page.
    const onWheel = (event: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      event.preventDefault();
      el.scrollLeft += event.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, [measure]);

  function scrollBy(direction: 1 | -1) {
    strip.current?.scrollBy({ left: direction * SCROLL_STEP });
  }

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

  const arrow = 'h-[26px] w-6 shrink-0 rounded text-slate-600 hover:bg-slate-100 disabled:invisible';

  return (
    <nav aria-label={t('tagsLabel')} className="border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex h-[34px] max-w-[1420px] items-center gap-1 px-2">
        <button type="button" onClick={() => scrollBy(-1)} disabled={!overflow.back} aria-label={t('tagScrollBack')} className={arrow} data-testid="tags-back">‹</button>
        <div ref={strip} onScroll={measure} className="flex h-full min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none]" data-testid="tags-view">
          {tags.state.views.map((view) => {
            const active = view.path === tags.activePath;
            return (
              <span
                key={view.path}
                data-testid="tag"
                data-path={view.path}
                data-active={active}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenu({ view, x: e.clientX, y: e.clientY });
                }}
                onMouseDown={(e) => e.button === 1 && e.preventDefault()}
                onAuxClick={(e) => onAuxClick(e, view)}
                className={cn(
                  'inline-flex h-[26px] shrink-0 items-center gap-1 border px-2 text-xs',
                  active ? 'border-transparent bg-[var(--manage-theme-bg)] text-[var(--manage-on-theme)]' : 'border-slate-300 bg-white text-slate-600 hover:text-slate-900',
                )}
              >
                <Link href={view.fullPath} aria-current={active ? 'page' : undefined} className="inline-flex items-center gap-1 whitespace-nowrap focus-visible:underline focus-visible:outline-none">
                  {active && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-current" />}
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
        <button type="button" onClick={() => scrollBy(1)} disabled={!overflow.forward} aria-label={t('tagScrollForward')} className={arrow} data-testid="tags-forward">›</button>
      </div>
      {menu && <TagMenu view={menu.view} x={menu.x} y={menu.y} onAction={run} onClose={closeMenu} />}
    </nav>
  );
}
