// Cookie names shared by the middleware (edge), the proxy and the client. SPEC.md §3 "Storage".
export const COOKIES = {
  userToken: 'user_token',
  userTokenType: 'user_token_type',
  managerToken: 'manage_token',
  managerTokenType: 'manage_token_type',
  language: 'language',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
  activeName: 'activeName',
  cityCode: 'cityCode',
} as const;

/** Browser calls made from the back-office send this header so the proxy attaches the manager token. */
export const GUARD_HEADER = 'x-auth-guard';
