// Cookie names shared by the middleware (edge), the proxy and the client. SPEC.md §3 "Storage".
export const COOKIES = {
  userToken: 'user_token',
  userTokenType: 'user_token_type',
  managerToken: 'manage_token',
  managerTokenType: 'manage_token_type',
  /** Readable markers beside the httpOnly tokens, so page scripts know a session exists without seeing it. */
  userSession: 'user_session',
  managerSession: 'manage_session',
  language: 'language',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
  activeName: 'activeName',
  cityCode: 'cityCode',
  /** The window's width, written by the page, so the edge can route narrow screens on later requests. */
  viewportWidth: 'viewport_width',
} as const;

/** Browser calls made from the back-office send this header so the proxy attaches the manager token. */
export const GUARD_HEADER = 'x-auth-guard';

export type SessionGuard = 'user' | 'manage';

export const SESSION_COOKIES: Record<SessionGuard, { token: string; type: string; marker: string }> = {
  user: { token: COOKIES.userToken, type: COOKIES.userTokenType, marker: COOKIES.userSession },
  manage: { token: COOKIES.managerToken, type: COOKIES.managerTokenType, marker: COOKIES.managerSession },
};

export const UNAUTHENTICATED_MESSAGE = '身份认证未通过。';
