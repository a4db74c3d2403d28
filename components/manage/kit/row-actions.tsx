'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export type KitRowAction<T> = {
  key: string;
  label: string | ((row: T) => string);
  /** The button's accessible name when the label alone is ambiguous in a table ("编辑 张三"). */
  ariaLabel?: (row: T) => string;
  /** Offered for this row (else an invisible slot, or left out of a compact row); one offered that cannot succeed says why with `blocked`. */
  visible?: (row: T) => boolean;
  variant?: 'manage' | 'ghost';
  /** One of the row's frequent actions: kept as a button when the rest go under 更多 (as a 'manage' one is). */
  inline?: boolean;
  /** Why the action cannot succeed for this row, if it cannot: the button is shown disabled with the reason, never offered to fail. */
  blocked?: (row: T) => string | null;
  onClick: (row: T) => void;
};

/** Buttons a row shows before the rest go into its 更多 menu: the first actions declared are the frequent ones. */
export const INLINE_ACTIONS = 3;

type Shown<T> = { action: KitRowAction<T>; offered: boolean; label: string; blocked: string | null };

/**
 * A row's actions, compact: up to four as buttons (few declared: in fixed slots); more than four
 * offered: three as buttons and the rest in a 更多 menu, so the action column stays narrow and the text columns get the width. An
 * action that cannot succeed is shown disabled with its reason.
 */
export function RowActions<T>({ row, actions }: { row: T; actions: KitRowAction<T>[] }) {
  const t = useTranslations('ManageKit');
  const all: Shown<T>[] = actions.map((a) => {
    const offered = a.visible ? a.visible(row) : true;
    return { action: a, offered, label: typeof a.label === 'function' ? a.label(row) : a.label, blocked: offered ? (a.blocked?.(row) ?? null) : null };
  });
  // Few actions keep their slots (a hidden one invisible) so the rows' buttons line up; more go compact.
  const compact = actions.length > INLINE_ACTIONS + 1;
  const shown = compact ? all.filter((a) => a.offered) : all;
  // The frequent ones stay buttons: those marked inline, or styled as the page's main decision ('manage'), then the first declared.
  const preferred = (x: Shown<T>) => Boolean(x.action.inline || x.action.variant === 'manage');
  const picked = compact && shown.length > INLINE_ACTIONS + 1
    ? new Set([...shown.filter(preferred), ...shown.filter((x) => !preferred(x))].slice(0, INLINE_ACTIONS))
    : new Set(shown);
  const inline = shown.filter((x) => picked.has(x));
  const more = shown.filter((x) => !picked.has(x));
  return (
    // At most 16rem wide: longer labels (Spanish) wrap onto a second line of buttons instead of widening the column.
    <div className="flex max-w-64 flex-wrap items-center gap-1" data-testid="row-actions">
      {inline.map(({ action: a, offered, label, blocked }) => (
        <Button key={a.key} size="sm" variant={a.variant ?? 'ghost'} onClick={() => a.onClick(row)} aria-label={a.ariaLabel?.(row)}
          className={cn('whitespace-nowrap px-2', !offered && 'invisible')} aria-hidden={offered ? undefined : true} tabIndex={offered ? undefined : -1}
          disabled={!offered || blocked !== null} title={blocked ?? undefined} data-blocked={blocked ?? undefined}>
          {label}
          {blocked && <span className="sr-only">（{blocked}）</span>}
        </Button>
      ))}
      {more.length > 0 && (
        <Menu as="div" className="relative">
          <MenuButton as={Button} size="sm" variant="ghost" className="whitespace-nowrap px-2" data-testid="row-actions-more">{t('more')}</MenuButton>
          <MenuItems anchor="bottom end" className="z-50 mt-1 min-w-32 rounded border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg focus:outline-none">
            {more.map(({ action: a, label, blocked }) => (
              <MenuItem key={a.key} disabled={blocked !== null}>
                <button type="button" onClick={() => a.onClick(row)} aria-label={a.ariaLabel?.(row)} title={blocked ?? undefined}
                  className="block w-full whitespace-nowrap px-3 py-1.5 text-left data-disabled:cursor-not-allowed data-disabled:text-slate-400 data-focus:bg-slate-100">
                  {label}
                  {blocked && <span className="block text-xs text-slate-500">{blocked}</span>}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      )}
    </div>
  );
}
