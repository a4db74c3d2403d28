'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useShellSettings } from './settings';

const itemClass = 'block w-full px-4 py-2 text-left text-sm data-focus:bg-slate-100';

/** The manager's name opens links to the profile and password pages, and the layout settings. */
export function UserMenu({ name }: { name: string }) {
  const t = useTranslations('ManageLayout');
  const { setDrawerOpen } = useShellSettings();
  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex h-8 items-center gap-1 rounded px-3 text-sm font-medium hover:bg-current/15 focus-visible:outline-current data-open:bg-current/15">
        <span data-testid="manager-name" className="max-w-40 truncate whitespace-nowrap">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5h-9Z" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-40 rounded border border-slate-200 bg-white py-1 text-slate-800 shadow-lg focus:outline-none">
        <MenuItem>
          <Link href="/manage/profile/index" className={itemClass}>{t('pages.profile')}</Link>
        </MenuItem>
        <MenuItem>
          <Link href="/manage/rePass" className={itemClass}>{t('pages.rePass')}</Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => setDrawerOpen(true)} className={itemClass}>{t('settings.open')}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
