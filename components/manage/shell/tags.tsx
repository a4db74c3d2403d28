'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fixedPage } from '@/lib/manage/fixed-pages';
import { HOME_PATH } from '@/lib/manage/routes';
import {
  addView, affixedViews, closeAll, closeOthers, closeView, EMPTY_TAGS, lastViewPath, parseStoredViews, refreshView,
  VIEWS_STORAGE_KEY, viewForPath, withAffixed, type TagsState, type TagView,
} from '@/lib/manage/tags';
import { usePermittedRoutes } from '../permitted-routes';

type TagsApi = {
  state: TagsState;
  /** The path of the page on screen (no query). */
  activePath: string;
  close: (view: TagView) => void;
  /** Closes the tab at `path` (a no-op for affixed tabs) and goes to `to`, or to the last tab left when it was on screen. */
  closePath: (path: string, options?: { to?: string; refresh?: boolean }) => void;
  closeOthers: (view: TagView) => void;
  closeAll: () => void;
  /** SPEC.md §2: refreshing goes through /redirect{fullPath}, which remounts the page. */
  refresh: (view: TagView) => void;
  /** Called by the /redirect page: the next mount of this path starts from scratch. */
  remount: (path: string) => void;
};

const TagsContext = createContext<TagsApi | null>(null);

export function useTags(): TagsApi {
  const api = useContext(TagsContext);
  if (!api) throw new Error('useTags must be used inside <TagsProvider>');
  return api;
}

export function forgetStoredViews(): void {
  window.sessionStorage.removeItem(VIEWS_STORAGE_KEY);
}

function storedViews(): TagView[] {
  try {
    return parseStoredViews(window.sessionStorage.getItem(VIEWS_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function TagsProvider({ children }: { children: ReactNode }) {
  const routes = usePermittedRoutes();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const t = useTranslations('ManageLayout');
  // The server draws the affixed tabs only; the tabs kept in this browser tab's storage come back on mount.
  const [state, setState] = useState<TagsState>(() => withAffixed(EMPTY_TAGS, affixedViews(routes)));
  useEffect(() => {
    // Tabs restored from storage must still be pages this manager may open; their titles are made
    // again, in the interface language, from the routes (or the fixed page's message).
    const kept = storedViews().flatMap((v) => {
      const fixed = fixedPage(v.path);
      const view = viewForPath(v.path, v.fullPath.slice(v.path.length), routes, fixed ? t(`pages.${fixed.titleKey}`) : undefined);
      return view ? [view] : [];
    });
    setState((current) => current.views.reduce(addView, withAffixed({ ...EMPTY_TAGS, views: kept }, affixedViews(routes))));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const fixed = fixedPage(pathname);
    const view = viewForPath(pathname, search ? `?${search}` : '', routes, fixed ? t(`pages.${fixed.titleKey}`) : undefined);
    if (view) setState((s) => addView(s, view));
  }, [pathname, search, routes, t]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(VIEWS_STORAGE_KEY, JSON.stringify(state.views));
    } catch {
      // Storage full or blocked: the tabs still work, they just do not survive a reload.
    }
  }, [state.views]);

  const stateRef = useRef(state);
  stateRef.current = state;

  const close = useCallback(
    (view: TagView) => {
      const next = closeView(stateRef.current, view.path);
      setState(next);
      if (view.path === pathname && next !== stateRef.current) router.push(lastViewPath(next, HOME_PATH));
    },
    [pathname, router],
  );

  const closePath = useCallback(
    (path: string, options: { to?: string; refresh?: boolean } = {}) => {
      let next = closeView(stateRef.current, path);
      const target = options.to ?? (path === pathname ? lastViewPath(next, HOME_PATH) : null);
      if (target && options.refresh) next = refreshView(next, target.split(/[?#]/)[0]);
      setState(next);
      if (target) router.push(target);
    },
    [pathname, router],
  );

  const closeOthersOf = useCallback(
    (view: TagView) => {
      setState(closeOthers(stateRef.current, view.path));
      if (view.path !== pathname) router.push(view.fullPath);
    },
    [pathname, router],
  );

  const closeEvery = useCallback(() => {
    const next = closeAll(stateRef.current);
    setState(next);
    if (!next.views.some((v) => v.path === pathname)) router.push(lastViewPath(next, HOME_PATH));
  }, [pathname, router]);

  const refresh = useCallback((view: TagView) => router.push(`/redirect${view.fullPath}`), [router]);
  const remount = useCallback((path: string) => setState((s) => refreshView(s, path)), []);

  const api = useMemo(
    () => ({ state, activePath: pathname, close, closePath, closeOthers: closeOthersOf, closeAll: closeEvery, refresh, remount }),
    [state, pathname, close, closePath, closeOthersOf, closeEvery, refresh, remount],
  );
  return <TagsContext.Provider value={api}>{children}</TagsContext.Provider>;
}
