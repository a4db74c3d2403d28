'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuRoute, Navbar } from '@/lib/manage/routes';
import { ManagerAccount } from '../manager-account';
import { useAppState } from './app-state';
import { MenuSearch } from './menu-search';
import { SectionNav } from './section-nav';

type Props = { navbars: Navbar[]; routes: MenuRoute[]; pathname: string; title: string; showLogo: boolean; pinyin: boolean };

/** SPEC.md §2: the 60 px top bar in the theme colour exactly as chosen, its text white or dark, whichever reads. */
export function TopBar({ navbars, routes, pathname, title, showLogo, pinyin }: Props) {
  const t = useTranslations('ManageLayout');
  const { sidebarOpened, toggleSidebar } = useAppState();
  return (
    <header className="h-[60px] bg-[var(--manage-theme-bg)] text-[var(--manage-on-theme)] shadow" data-testid="top-bar">
      <div className="mx-auto flex h-full max-w-[1420px] items-center gap-3 px-5" data-testid="top-bar-row">
        <button
          type="button"
          onClick={toggleSidebar}
          aria-expanded={sidebarOpened}
          aria-controls="side-menu"
          aria-label={t('toggleSideMenu')}
          className="rounded p-1.5 hover:bg-current/15 focus-visible:outline-current"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M3 5h14M3 10h14M3 15h14" />
          </svg>
        </button>
        <Link href="/manage" className="flex shrink-0 items-center gap-2 rounded focus-visible:outline-current" data-testid="shell-title">
          {showLogo && <Image unoptimized src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8 rounded-full bg-white/90 p-0.5" />}
          <span className="whitespace-nowrap text-base font-semibold tracking-wide" title={title}>{t('brand')}</span>
        </Link>
        <div className="h-full min-w-0 flex-1">
          <SectionNav navbars={navbars} routes={routes} pathname={pathname} />
        </div>
        <MenuSearch pinyin={pinyin} />
        <ManagerAccount />
      </div>
    </header>
  );
}
