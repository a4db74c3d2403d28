// Dynamic manager routes (SPEC.md §2–§3, §6) as pure functions: the shell, the side menu, the
// hover panel, the menu search and the tests all read the server's sidebars through these.

export type RouteMeta = { roles: string[]; noCache: boolean; affix: boolean; title: string; activeMenu: string | null };

export type MenuRoute = {
  id: number;
  path: string;
  name: string;
  title: string;
  icon: string | null;
  parent_id: number | null;
  order: number;
  /** A registered page component, or `Layout` for a group rendered by the shell itself. */
  component: string;
  redirect: string | null;
  is_show: boolean;
  alwaysShow: boolean;
  navbars: string[];
  meta: RouteMeta;
  children: MenuRoute[];
};

export type Navbar = { id: number; title: string; name: string };

export const HOME_PATH = '/manage';
export const LAYOUT_COMPONENT = 'Layout';

/** SPEC.md §6: visible when the route names no roles, or one of the manager's roles is among them. */
export function hasPermission(roles: readonly string[], route: Pick<MenuRoute, 'meta'>): boolean {
  const wanted = route.meta?.roles ?? [];
  return wanted.length === 0 || roles.some((role) => wanted.includes(role));
}

export function filterRoutes(routes: readonly MenuRoute[], roles: readonly string[]): MenuRoute[] {
  return routes
    .filter((route) => hasPermission(roles, route))
    .map((route) => ({ ...route, children: filterRoutes(route.children ?? [], roles) }));
}

export type PageEntry = { route: MenuRoute; group: MenuRoute | null; navbars: string[] };

/** Every routable item (anything but a Layout group), with the group it sits in. */
export function pageEntries(routes: readonly MenuRoute[]): PageEntry[] {
  const out: PageEntry[] = [];
  const walk = (items: readonly MenuRoute[], group: MenuRoute | null) => {
    for (const item of items) {
      if (item.component !== LAYOUT_COMPONENT) out.push({ route: item, group, navbars: item.navbars.length ? item.navbars : (group?.navbars ?? []) });
      walk(item.children ?? [], item.component === LAYOUT_COMPONENT ? item : group);
    }
  };
  walk(routes, null);
  return out;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** `/manage/classes/:id` style patterns; returns the named parameters, or null when the path differs. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimSlash(pattern).split('/');
  const got = trimSlash(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

export type Resolved =
  | { kind: 'page'; route: MenuRoute; group: MenuRoute | null; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'none' };

/** Which permitted item a path names: a page, a group that redirects to its first page, or none. */
export function resolveRoute(pathname: string, routes: readonly MenuRoute[]): Resolved {
  for (const entry of pageEntries(routes)) {
    const params = matchPath(entry.route.path, pathname);
    if (params) return { kind: 'page', route: entry.route, group: entry.group, params };
  }
  const walk = (items: readonly MenuRoute[]): Resolved => {
    for (const item of items) {
      if (item.component === LAYOUT_COMPONENT && matchPath(item.path, pathname)) {
        const first = pageEntries(item.children ?? [])[0]?.route.path;
        const to = item.redirect && item.redirect !== 'noRedirect' ? item.redirect : first;
        if (to && trimSlash(to) !== trimSlash(pathname)) return { kind: 'redirect', to };
      }
      const inner = walk(item.children ?? []);
      if (inner.kind !== 'none') return inner;
    }
    return { kind: 'none' };
  };
  return walk(routes);
}

/** The groups a section (navbar) lists in its hover panel. */
export function sectionGroups(routes: readonly MenuRoute[], section: string): MenuRoute[] {
  return routes.filter((route) => route.navbars.includes(section));
}

/** The links a group shows: only children with is_show true (SPEC.md §2). */
export function visibleChildren(group: MenuRoute): MenuRoute[] {
  return (group.children ?? []).filter((child) => child.is_show);
}

/** The section a path belongs to, following activeMenu for pages reached from another page. */
export function sectionOfPath(pathname: string, routes: readonly MenuRoute[]): string | null {
  const resolved = resolveRoute(pathname, routes);
  if (resolved.kind !== 'page') return null;
  const entry = pageEntries(routes).find((e) => e.route === resolved.route);
  return entry?.navbars[0] ?? null;
}

/** The menu link to highlight: the page itself, or its activeMenu. */
export function activeMenuPath(pathname: string, routes: readonly MenuRoute[]): string {
  const resolved = resolveRoute(pathname, routes);
  return resolved.kind === 'page' ? (resolved.route.meta.activeMenu ?? resolved.route.path) : pathname;
}
