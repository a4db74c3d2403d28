import type { Db } from '@/lib/server/db';
import { matchPath, pageEntries, resolveRoute, type MenuRoute } from '@/lib/manage/routes';
import type { SearchEntry } from '@/lib/manage/search';
import { managerMenus } from './menus';

export type RouteCheck = { path: string; known: boolean; permitted: boolean };

/**
 * Whether any menu item names the path (known), and whether one the manager may see does
 * (permitted): the shell shows 401 for known-but-not-permitted paths and 404 for the rest.
 */
export async function checkManagerRoute(db: Db, managerId: number, path: string): Promise<RouteCheck> {
  const { sidebars } = await managerMenus(db, managerId);
  const permitted = resolveRoute(path, sidebars as MenuRoute[]).kind !== 'none';
  if (permitted) return { path, known: true, permitted };
  const all = await db.selectFrom('sidebars').select(['path', 'component']).execute();
  const known = all.some((row) => matchPath(row.path, path) !== null);
  return { path, known, permitted };
}

type Pinyin = typeof import('pinyin-pro').pinyin;

function spell(pinyin: Pinyin, text: string): { pinyin: string; initials: string } {
  const options = { toneType: 'none', type: 'array', nonZh: 'consecutive' } as const;
  const full = pinyin(text, options).join('').toLowerCase().replace(/\s+/g, '');
  const first = pinyin(text, { ...options, pattern: 'first' }).join('').toLowerCase().replace(/\s+/g, '');
  return { pinyin: full, initials: first };
}

/** The pages the manager can open from the menus, with pinyin for searching by sound or initials. */
export async function menuSearchIndex(db: Db, managerId: number): Promise<SearchEntry[]> {
  const { navbars, sidebars } = await managerMenus(db, managerId);
  // Its dictionary is loaded with the first search index, not with the API.
  const { pinyin } = await import('pinyin-pro');
  const sectionTitle = new Map(navbars.map((n) => [n.name, n.title]));
  return pageEntries(sidebars as MenuRoute[])
    .filter((entry) => entry.route.is_show && !entry.route.path.includes(':'))
    .map((entry) => ({
      path: entry.route.path,
      title: entry.route.title,
      trail: [sectionTitle.get(entry.navbars[0] ?? '') ?? '', entry.group?.title ?? ''].filter(Boolean),
      ...spell(pinyin, entry.route.title),
    }));
}
