'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { ApiError, notifyError } from '@/lib/api/client';
import { fetchManagerInfo, ManagerInfoError, type ManagerInfo } from '@/lib/api/manager';
import { logout } from '@/lib/api/session';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import { PASSWORD_PAGES } from '@/lib/auth/password-change';
import { localizeMenus, menuTitleKey } from '@/lib/manage/menu-titles';

const ManagerContext = createContext<ManagerInfo | null>(null);
const PASSWORD_PAGE = PASSWORD_PAGES.manage;

export function useManager(): ManagerInfo {
  const info = useContext(ManagerContext);
  if (!info) throw new Error('useManager must be used inside <ManagerSession>');
  return info;
}

/** Translates a menu title from the server when it is still the seeded one (lib/manage/menu-titles.ts). */
export function useMenuTitle(): (title: string) => string {
  const t = useTranslations('ManageMenus');
  return useCallback((title: string) => {
    const key = menuTitleKey(title);
    return key ? t(`titles.${key}`) : title;
  }, [t]);
}

export function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginPathFor(fullPath: string): string {
  return `/manage/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** SPEC.md §2: manager info loads before any back-office page; failing that, back to login. */
export function ManagerSession({ children }: { children: ReactNode }) {
  const t = useTranslations('ManageShell');
  const router = useRouter();
  const pathname = usePathname();
  const { data, error, mutate } = useSWR(MANAGER_INFO_KEY, fetchManagerInfo, { revalidateOnFocus: false, shouldRetryOnError: false });
  const leaving = useRef(false);

  // A one-time password (new account or reset) must be replaced before anything else; re-read first,
  // so a password changed a moment ago on /manage/rePass lets the manager go on.
  const mustChange = Boolean(data?.me.must_change_password);
  useEffect(() => {
    if (!mustChange || pathname === PASSWORD_PAGE) return;
    void mutate().then((fresh) => {
      if (fresh?.me.must_change_password) router.replace(PASSWORD_PAGE);
    });
  }, [mustChange, pathname, mutate, router]);

  useEffect(() => {
    if (!error || leaving.current) return;
    // No answer at all (the page is navigating away, which aborts the request, or the network is
    // down) says nothing about the session: ending it here signed out managers sent to /manage/rePass.
    if (error instanceof ApiError && error.status === 0) return;
    leaving.current = true;
    if (error instanceof ManagerInfoError) notifyError({ known: error.known });
    const target = loginPathFor(currentFullPath());
    void logout('manage').then(() => router.replace(target));
  }, [error, router]);

  const menuTitle = useMenuTitle();
  const localized = useMemo(
    () => data && {
      ...data,
      navbars: localizeMenus(data.navbars as { title: string }[], menuTitle),
      sidebars: localizeMenus(data.sidebars as { title: string }[], menuTitle),
    },
    [data, menuTitle],
  );

  if (!localized) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-sm text-slate-600">
        {t('loading')}
      </div>
    );
  }
  return <ManagerContext.Provider value={localized}>{children}</ManagerContext.Provider>;
}
