'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { activeMenuPath, sectionGroups, visibleChildren, type MenuRoute } from '@/lib/manage/routes';
import { cn } from '@/components/ui/cn';
import { useAppState } from './app-state';

/**
 * SPEC.md §2: the side menu exists though the layout does not use it — it slides in from the
 * hamburger with the active section's permitted groups. On mobile it closes without animation.
 */
export function SideMenu({ routes, pathname, title, showLogo, top }: { routes: MenuRoute[]; pathname: string; title: string; showLogo: boolean; top: number }) {
  const t = useTranslations('ManageLayout');
  const { sidebarOpened, withoutAnimation, device, activeName, closeSidebar } = useAppState();
  const groups = sectionGroups(routes, activeName);
  const current = activeMenuPath(pathname, routes);

  return (
    <>
      {sidebarOpened && device === 'mobile' && <div aria-hidden="true" onClick={() => closeSidebar(false)} style={{ top }} className="fixed inset-x-0 bottom-0 z-20 bg-black/30" />}
      <aside
        id="side-menu"
        data-testid="side-menu"
        data-opened={sidebarOpened}
        data-animated={!withoutAnimation}
        aria-label={t('sideMenuLabel')}
        hidden={!sidebarOpened && withoutAnimation}
        className={cn(
          'fixed bottom-0 left-0 z-30 w-[210px] overflow-y-auto bg-[#304156] text-slate-200 shadow-lg',
          !withoutAnimation && 'transition-transform duration-200',
          sidebarOpened ? 'translate-x-0' : '-translate-x-full',
        )}
        inert={!sidebarOpened}
        style={{ top }}
      >
        {showLogo && (
          <div className="flex h-12 items-center gap-2 bg-[#2b2f3a] px-4 text-sm font-semibold text-white">
            <Image unoptimized src="/logo.svg" alt="" width={24} height={24} className="h-6 w-6 rounded-full bg-white/90" />
            <span className="truncate">{title}</span>
          </div>
        )}
        {groups.length === 0 && <p className="p-4 text-sm text-slate-400">{t('sideMenuEmpty')}</p>}
        {groups.map((group) => (
          <div key={group.id} className="py-2">
            <p className="px-4 py-1 text-xs uppercase tracking-wide text-slate-400">{group.title}</p>
            <ul>
              {visibleChildren(group).map((child) => (
                <li key={child.id}>
                  <Link
                    href={child.path}
                    // Closed, the drawer sits just off screen, inside the margin Next prefetches within: every
                    // page load prefetched its whole section. Its pages are prefetched once it is opened.
                    prefetch={sidebarOpened ? null : false}
                    aria-current={child.path === current ? 'page' : undefined}
                    className="block px-6 py-2 text-sm hover:bg-[#263445] aria-[current=page]:text-[var(--manage-tint-on-dark)]"
                  >
                    {child.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </aside>
    </>
  );
}
