import type { SessionGuard } from './cookies';

/** The API's 403 code for a session whose account must replace its one-time password first. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** Where each kind of account replaces it. */
export const PASSWORD_PAGES: Record<SessionGuard, string> = { user: '/user/edit-pass', manage: '/manage/rePass' };
