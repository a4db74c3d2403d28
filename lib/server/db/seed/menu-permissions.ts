import type { MenuPage } from './menus';

// The permission each seeded page needs: the menus show a page only to managers holding it, and the
// page's API asks for the same string. A page may name its own; otherwise `<first segment>.view`.
const OVERRIDES: Record<string, string> = {
  'classes/edit': 'classes.update', 'teacher-applications/index': 'teachers.review', 'jobs/edit': 'jobs.update', 'news/edit': 'news.manage',
  'roles/index': 'system.roles', 'menus/index': 'system.menus', 'dictionaries/index': 'system.dictionaries',
  'logs/operation': 'logs.operation', 'logs/login': 'logs.login', 'logs/client-errors': 'logs.client-errors', 'logs/sessions': 'logs.sessions',
  'logs/learner-rights': 'logs.learner-rights',
};

/** The dashboard (the affixed home tab) needs none: every manager has a home. */
export function pagePermission(page: MenuPage, known: ReadonlySet<string>): string | null {
  if (page.permission !== undefined) return page.permission;
  if (page.component === 'dashboard/index') return null;
  const name = OVERRIDES[page.component] ?? `${page.component.split('/')[0]}.view`;
  return known.has(name) ? name : null;
}
