import 'server-only';
import { cache } from 'react';
import { COOKIES } from '@/lib/auth/cookies';
import { requestCookies } from '@/lib/cookies/server';
import { MANAGER_INFO_KEY } from '@/lib/api/session';
import { parseManagerInfo } from '@/lib/api/manager';
import { api } from '@/lib/api/server';
import { normalizeSettings, SETTINGS_KEY } from '@/lib/manage/settings';
import { filterRoutes, resolveRoute, type MenuRoute } from '@/lib/manage/routes';
import { menuTitleKey } from '@/lib/manage/menu-titles';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';

// The back-office shell reads the manager's session on the server (info with menus and permissions,
// and the layout settings), so its first paint shows the real menu in the chosen theme. A read that
// fails (signed out, an expired session) leaves the key out, and the browser asks as before: the
// shell then sends the manager to the login page.

/** The manager's authorization from the httpOnly session cookies, read once per request. */
export const managerAuthorization = cache(async (): Promise<string | undefined> => {
  const jar = await requestCookies();
  const token = jar[COOKIES.managerToken];
  return token ? `${jar[COOKIES.managerTokenType] || 'Bearer'} ${token}` : undefined;
});

// Once per request: the shell's fallback and the page's metadata (its title) share the read.
const managerRead = cache(async <T,>(path: string): Promise<T | undefined> => {
  const authorization = await managerAuthorization();
  if (!authorization) return undefined;
  try {
    return await api<T>(path, { authorization });
  } catch {
    return undefined;
  }
});

/**
 * The title of the permitted page a back-office path names, read on the server, so the document's
 * title is right in the first HTML and stays right when the metadata streams in after the shell has
 * set it; undefined when the session or the item is unknown (the shell's 401 and 404 keep the
 * generic title).
 */
export async function managerPageTitle(pathname: string, locale: AppLocale): Promise<string | undefined> {
  const info = await managerRead<Record<string, unknown>>(MANAGER_INFO_KEY);
  if (!info) return undefined;
  let title: string | undefined;
  try {
    const { roles, sidebars } = parseManagerInfo(info);
    const resolved = resolveRoute(pathname, filterRoutes(sidebars as MenuRoute[], roles.map((r) => r.name)));
    title = resolved.kind === 'page' ? resolved.route.meta.title || resolved.route.title || undefined : undefined;
  } catch {
    return undefined;
  }
  if (!title) return undefined;
  // As the shell shows it (useMenuTitle): a seeded title in the interface language, a typed one as typed.
  const key = menuTitleKey(title);
  return key ? (await getTranslations({ locale, namespace: 'ManageMenus' }))(`titles.${key}`) : title;
}

/** SWR's fallback for the shell: the keys the server could read, with the values the browser's fetchers make of them. */
export async function managerSessionFallback(): Promise<Record<string, unknown>> {
  const [info, settings] = await Promise.all([
    managerRead<Record<string, unknown>>(MANAGER_INFO_KEY),
    managerRead<{ data?: unknown }>(SETTINGS_KEY),
  ]);
  const fallback: Record<string, unknown> = {};
  try {
    if (info) fallback[MANAGER_INFO_KEY] = parseManagerInfo(info);
  } catch {
    // An answer without a manager or roles: the browser's own read reports it.
  }
  if (settings) fallback[SETTINGS_KEY] = normalizeSettings(settings.data);
  return fallback;
}
