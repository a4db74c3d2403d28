// The tab strip of visited pages (SPEC.md §2 "Tabs", §3 "Tab view") as a pure state machine.

import { pageEntries, resolveRoute, type MenuRoute } from './routes';

export type TagView = {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  query: Record<string, string>;
  params: Record<string, string>;
  meta: { affix: boolean; noCache: boolean; title: string };
};

export type TagsState = {
  views: TagView[];
  /** Bumped by "refresh": the page is mounted again with fresh state. */
  generations: Record<string, number>;
};

export const EMPTY_TAGS: TagsState = { views: [], generations: {} };

/** Affixed views come first and stay; an existing view is updated in place (its query may change). */
export function addView(state: TagsState, view: TagView): TagsState {
  const index = state.views.findIndex((v) => v.path === view.path);
  if (index === -1) return { ...state, views: [...state.views, view] };
  const current = state.views[index];
  if (current.fullPath === view.fullPath && current.title === view.title) return state;
  const views = [...state.views];
  views[index] = { ...view, meta: { ...view.meta, affix: current.meta.affix || view.meta.affix } };
  return { ...state, views };
}

/** Affixed tabs are placed in front, in their given order, before any visited tab. */
export function withAffixed(state: TagsState, affixed: TagView[]): TagsState {
  const paths = new Set(affixed.map((v) => v.path));
  const kept = state.views.filter((v) => !paths.has(v.path));
  const merged = affixed.map((a) => {
    const seen = state.views.find((v) => v.path === a.path);
    return seen ? { ...seen, meta: { ...seen.meta, affix: true } } : a;
  });
  return { ...state, views: [...merged, ...kept.map((v) => ({ ...v, meta: { ...v.meta, affix: false } }))] };
}

function forget(generations: Record<string, number>, paths: string[]): Record<string, number> {
  const next = { ...generations };
  for (const path of paths) delete next[path];
  return next;
}

export function closeView(state: TagsState, path: string): TagsState {
  const view = state.views.find((v) => v.path === path);
  if (!view || view.meta.affix) return state;
  return { views: state.views.filter((v) => v.path !== path), generations: forget(state.generations, [path]) };
}

export function closeOthers(state: TagsState, path: string): TagsState {
  const closed = state.views.filter((v) => !v.meta.affix && v.path !== path).map((v) => v.path);
  return { views: state.views.filter((v) => v.meta.affix || v.path === path), generations: forget(state.generations, closed) };
}

export function closeAll(state: TagsState): TagsState {
  const closed = state.views.filter((v) => !v.meta.affix).map((v) => v.path);
  return { views: state.views.filter((v) => v.meta.affix), generations: forget(state.generations, closed) };
}

export function refreshView(state: TagsState, path: string): TagsState {
  return { ...state, generations: { ...state.generations, [path]: (state.generations[path] ?? 0) + 1 } };
}

/** Where to go after the active tab closed: the last remaining tab, or home when none remain. */
export function lastViewPath(state: TagsState, home: string): string {
  return state.views.at(-1)?.fullPath ?? home;
}

/** Only what is needed to restore the strip after a reload; unknown shapes are dropped. */
export function parseStoredViews(raw: string | null): TagView[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is TagView =>
        Boolean(v) && typeof v.path === 'string' && v.path.startsWith('/manage') && typeof v.fullPath === 'string' &&
        v.fullPath.startsWith('/manage') && typeof v.title === 'string' && typeof v.meta === 'object' && v.meta !== null,
    ).map((v) => ({ ...v, name: String(v.name ?? ''), query: v.query ?? {}, params: v.params ?? {}, meta: { affix: Boolean(v.meta.affix), noCache: Boolean(v.meta.noCache), title: String(v.meta.title ?? v.title) } }));
  } catch {
    return [];
  }
}

/** sessionStorage key of the open tabs: they survive a reload of this browser tab, not a new session. */
export const VIEWS_STORAGE_KEY = 'manage.visitedViews';

/** The tab a path opens: a sidebar page (with its params and query), or a fixed page given its title. */
export function viewForPath(pathname: string, search: string, routes: readonly MenuRoute[], fixedTitle?: string): TagView | null {
  const query = Object.fromEntries(new URLSearchParams(search));
  const fullPath = `${pathname}${search}`;
  if (fixedTitle) {
    return { path: pathname, fullPath, name: pathname, title: fixedTitle, query, params: {}, meta: { affix: false, noCache: true, title: fixedTitle } };
  }
  const resolved = resolveRoute(pathname, routes);
  if (resolved.kind !== 'page') return null;
  const { route, params } = resolved;
  const title = route.meta.title || route.title;
  return { path: pathname, fullPath, name: route.name, title, query, params, meta: { affix: route.meta.affix, noCache: route.meta.noCache, title } };
}

/** Tabs that are always there: every page flagged affix (the dashboard at least). */
export function affixedViews(routes: readonly MenuRoute[]): TagView[] {
  const views = pageEntries(routes)
    .filter((entry) => entry.route.meta.affix && !entry.route.path.includes(':'))
    .map((entry) => viewForPath(entry.route.path, '', routes))
    .filter((view): view is TagView => view !== null);
  return views;
}

/** Whether a tab's page is kept mounted while hidden (SPEC.md §3 meta.noCache turns that off). */
export function isCacheable(path: string, routes: readonly MenuRoute[]): boolean {
  const resolved = resolveRoute(path, routes);
  return resolved.kind === 'page' && !resolved.route.meta.noCache;
}
