'use client';

import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { themeVariables } from '@/lib/manage/colour';
import { SIZE_FONT_PX } from '@/lib/manage/app-state';
import { sectionOfPath, type Navbar } from '@/lib/manage/routes';
import { cn } from '@/components/ui/cn';
import { useManager } from './manager-session';
import { usePermittedRoutes } from './permitted-routes';
import { AppStateProvider, useAppState, type InitialAppState } from './shell/app-state';
import { PageCache } from './shell/page-cache';
import { SettingsDrawer } from './shell/settings-drawer';
import { SettingsProvider, useShellSettings } from './shell/settings';
import { SideMenu } from './shell/side-menu';
import { TagsProvider } from './shell/tags';
import { TagsView } from './shell/tags-view';
import { TopBar } from './shell/top-bar';

type Props = { children: ReactNode; initial: InitialAppState; siteTitle: string };

/** SPEC.md §2 "Management layout": top bar and tabs over a 1200–1420 px content area. */
export function ShellFrame({ children, initial, siteTitle }: Props) {
  return (
    <AppStateProvider initial={initial}>
      <SettingsProvider>
        <TagsProvider>
          <ShellLayout siteTitle={siteTitle}>{children}</ShellLayout>
        </TagsProvider>
      </SettingsProvider>
    </AppStateProvider>
  );
}

function ShellLayout({ children, siteTitle }: { children: ReactNode; siteTitle: string }) {
  const t = useTranslations('ManageShell');
  const layout = useTranslations('ManageLayout');
  const { navbars } = useManager();
  const routes = usePermittedRoutes();
  const pathname = usePathname();
  const { settings, setDrawerOpen } = useShellSettings();
  const { device, size, sidebarOpened, activeName, setActiveName } = useAppState();
  // Opening a page makes its section the active one (SPEC.md §4 activeName), so the side menu follows.
  const pageSection = sectionOfPath(pathname, routes);
  useEffect(() => {
    if (pageSection && pageSection !== activeName) setActiveName(pageSection);
  }, [pageSection]); // eslint-disable-line react-hooks/exhaustive-deps
  const style = themeVariables(settings.theme) as CSSProperties;

  return (
    <div className="min-w-[1200px]" style={style} data-testid="manage-shell" data-device={device} data-size={size} data-sidebar={sidebarOpened ? 'opened' : 'closed'}>
      <div className={cn('relative z-40', settings.fixedHeader && 'sticky top-0')} data-testid="shell-header" data-fixed={settings.fixedHeader}>
        <TopBar
          navbars={navbars as Navbar[]}
          routes={routes}
          pathname={pathname}
          title={t('title')}
          showLogo={settings.sidebarLogo}
          pinyin={settings.supportPinyinSearch}
        />
        {settings.tagsView && <TagsView />}
      </div>
      <SideMenu routes={routes} pathname={pathname} title={t('title')} showLogo={settings.sidebarLogo} top={settings.tagsView ? 95 : 60} />
      <main id="main" className="mx-auto w-full min-w-[1200px] max-w-[1420px] px-5 py-5" style={{ fontSize: SIZE_FONT_PX[size] }}>
        <PageCache siteTitle={siteTitle}>{children}</PageCache>
      </main>
      {settings.showSettings && (
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={layout('settings.open')}
          className="fixed right-0 top-1/3 z-30 rounded-l bg-[var(--manage-theme-bg)] px-2 py-3 text-[var(--manage-on-theme)] shadow-lg"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
            <circle cx="10" cy="10" r="3" />
            <path d="M10 1.5v3M10 15.5v3M1.5 10h3M15.5 10h3M4 4l2.1 2.1M13.9 13.9 16 16M4 16l2.1-2.1M13.9 6.1 16 4" />
          </svg>
        </button>
      )}
      <SettingsDrawer />
    </div>
  );
}
