'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTags } from './tags';

/** The /manage path of the page being rendered (set by the route host), which may be a hidden kept tab. */
const PagePathContext = createContext<string | null>(null);

export function PagePathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/** The /manage path of the page this component belongs to (its tab's path), or null outside a page. */
export function useCurrentPagePath(): string | null {
  return useContext(PagePathContext);
}

export type CloseCurrentTabOptions = {
  /** Where to go once the tab is closed (a /manage path, query allowed). Default: the last tab left, or the dashboard. */
  to?: string;
  /** Mount the page at `to` again from scratch (fresh data), as the tab menu's "refresh" does. Default false. */
  refresh?: boolean;
};

/**
 * Closes the tab of the page that calls it and navigates away: for an edit page that has saved or
 * been cancelled. See components/manage/shell/README.md for the contract.
 *
 *   const closeTab = useCloseCurrentTab();
 *   await save(); toast(t('saved')); closeTab({ to: '/manage/jobs', refresh: true });
 */
export function useCloseCurrentTab(): (options?: CloseCurrentTabOptions) => void {
  const tags = useTags();
  const own = useCurrentPagePath();
  const { closePath, activePath } = tags;
  return useCallback(
    (options: CloseCurrentTabOptions = {}) => closePath(own ?? activePath, options),
    [closePath, own, activePath],
  );
}
