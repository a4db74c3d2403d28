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
import { usePermittedRoutes } from '../route-host';

type TagsApi = {
  state: TagsState;
  /** The path of the page on screen (no query). */
  activePath: string;
  close: (view: TagView) => void;
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
  const [state, setState] = useState<TagsState>(() => {
    // Tabs restored from storage must still be pages this manager may open.
    const kept = storedViews().filter((v) => fixedPage(v.path) || viewForPath(v.path, '', routes));
    return withAffixed({ ...EMPTY_TAGS, views: kept }, affixedViews(routes));
  });

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
    () => ({ state, activePath: pathname, close, closeOthers: closeOthersOf, closeAll: closeEvery, refresh, remount }),
    [state, pathname, close, closeOthersOf, closeEvery, refresh, remount],
  );
  return <TagsContext.Provider value={api}>{children}</TagsContext.Provider>;
}
