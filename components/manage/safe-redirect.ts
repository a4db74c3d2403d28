export const MANAGE_HOME = '/manage';

/** Only same-site paths are followed after login, so ?redirect= cannot send a manager elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback = MANAGE_HOME): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === '/manage/login' || target.startsWith('/manage/login?')) return fallback;
  return target;
}
