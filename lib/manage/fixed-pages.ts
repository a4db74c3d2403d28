// Back-office pages that are routes of their own (SPEC.md §2), not items of the server's sidebars.

export type FixedPage = { path: string; titleKey: 'orgSet' | 'profile' | 'rePass' };

export const FIXED_PAGES: readonly FixedPage[] = [
  { path: '/manage/orgSet', titleKey: 'orgSet' },
  { path: '/manage/profile/index', titleKey: 'profile' },
  { path: '/manage/rePass', titleKey: 'rePass' },
];

export function fixedPage(path: string): FixedPage | undefined {
  return FIXED_PAGES.find((page) => page.path === path);
}
