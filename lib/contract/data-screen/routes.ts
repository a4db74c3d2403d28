import type { Permission } from '../permissions';

// The data screen's API and pages (issue 32).
export const DATA_SCREEN_ROUTES = {
  /** Province and city managers; permission screen.view. ?city_code= drills down (province managers only). */
  manage: '/manage/screen',
  /** Server-sent events: `figures` whenever the aggregates changed (at most every SCREEN_REFRESH_SECONDS), `ping` every 15 s. */
  manageEvents: '/manage/screen/events',
  /** The screen's figures as .xlsx (one sheet per section). */
  manageExport: '/manage/screen/export',
  /** Anyone: the province-level figures, no feed. Cached by the response cache; ETag. */
  public: '/data-screen',
} as const;

/** The back-office page and the public page. */
export const DATA_SCREEN_PAGES = { manage: '/manage/screen', public: '/dataScreen' } as const;

/** The permission that opens the back-office screen (held by the province and city administrators). */
export const SCREEN_PERMISSION: Permission = 'screen.view';
