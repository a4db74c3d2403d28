import { FIXED_MANAGE_PAGES, type RouteSpec } from '@/lib/navigation/routes';

// Back-office pages that are routes of their own (SPEC.md §2), not items of the server's sidebars: the
// route table's `fixed` pages (lib/navigation/routes.ts).

export type FixedPage = { path: string; titleKey: NonNullable<RouteSpec['fixed']> };

export const FIXED_PAGES: readonly FixedPage[] = FIXED_MANAGE_PAGES;

export function fixedPage(path: string): FixedPage | undefined {
  return FIXED_PAGES.find((page) => page.path === path);
}
