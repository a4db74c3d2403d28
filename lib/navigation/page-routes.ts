import { DYNAMIC_PREFIXES, PAGE_PATHS } from './routes';

// The edge tells an unknown address before rendering: it is answered 404 with the not-found page drawn
// on the server (middleware.ts). The pages are the route table's (lib/navigation/routes.ts).

export const STATIC_PAGES: ReadonlySet<string> = PAGE_PATHS;

/** Whether a path (without a locale prefix) names a page of the site. */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_PAGES.has(path) || DYNAMIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
