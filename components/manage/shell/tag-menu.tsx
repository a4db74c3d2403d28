'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { TagView } from '@/lib/manage/tags';

export type TagMenuAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** SPEC.md §9: the tab context menu is 105 px wide. */
export const TAG_MENU_WIDTH = 105;

/** The right-click menu of a tab, at the pointer; Escape, a click elsewhere or scrolling closes it. */
export function TagMenu({ view, x, y, onAction, onClose }: { view: TagView; x: number; y: number; onAction: (a: TagMenuAction) => void; onClose: () => void }) {
  const t = useTranslations('ManageLayout');
  const ref = useRef<HTMLUListElement>(null);
  const actions: TagMenuAction[] = view.meta.affix ? ['refresh', 'closeOthers', 'closeAll'] : ['refresh', 'close', 'closeOthers', 'closeAll'];

  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const away = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', away);
    window.addEventListener('scroll', onClose, true);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', away);
      window.removeEventListener('scroll', onClose, true);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent) {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') buttons[(index + 1) % buttons.length]?.focus();
    else if (event.key === 'ArrowUp') buttons[(index - 1 + buttons.length) % buttons.length]?.focus();
    else return;
    event.preventDefault();
  }

  const left = Math.min(x, window.innerWidth - TAG_MENU_WIDTH - 4);
  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={t('tagMenu', { title: view.title })}
      onKeyDown={onKeyDown}
      style={{ left, top: y, width: TAG_MENU_WIDTH }}
      className="fixed z-50 rounded border border-slate-200 bg-white py-1 text-xs text-slate-700 shadow-lg"
      data-testid="tag-menu"
    >
      {actions.map((action) => (
        <li key={action} role="none">
          <button type="button" role="menuitem" onClick={() => onAction(action)} className="w-full px-4 py-1.5 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none">
            {t(`tag.${action}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
