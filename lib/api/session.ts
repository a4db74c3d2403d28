import { apiFetch, APP_ID, notifyError, resetUserSession } from './client';
import { saveCachedProfile } from './cached-profile';
import { PASSWORD_PAGES } from '@/lib/auth/password-change';
import { safeRedirect } from '@/lib/navigation/safe-redirect';
import type { IssuedCode, IssuedToken, LearnerProfile, PhoneCheck, VerifiedDatum } from '@/lib/contract/account';

// SWR keys are the real API paths (STYLE.md habit 3), so mutate(USER_KEY) refreshes every reader.
export const USER_KEY = '/user?include=user-verified-datum,entered-classes-count,classes-count';
export const MANAGER_INFO_KEY = '/user/info?include=roles.permissions,userable,province,city,area';

/** Fields of GET /user that the cached profile (lib/api/cached-profile.ts) does not keep. */
type NotCached = 'gender' | 'education' | 'city_code' | 'must_change_password' | 'created_at' | 'user-verified-datum';
/**
 * The learner as the learner area reads it: GET /user's answer, or until it comes a verified learner's
 * cached profile (use-learner.ts), which keeps some fields only; those it lacks are optional here.
 */
export type Learner = Omit<LearnerProfile, NotCached> & Partial<Pick<LearnerProfile, Exclude<NotCached, 'user-verified-datum'>>> & {
  'user-verified-datum'?: { data: Partial<VerifiedDatum> | null };
};
/** What a sign-in answers the browser: the proxy keeps the token itself in an httpOnly cookie (lib/server/proxy/session.ts). */
export type LoginAnswer = Omit<IssuedToken, 'access_token'>;
export type CodeAnswer = IssuedCode;

export class MissingDataError extends Error {}

/** GET /user; an answer without data is SPEC.md §8 "missing user data". */
export async function fetchLearner(): Promise<Learner> {
  const body = await apiFetch<{ data?: Learner | null } | undefined>(USER_KEY, { guard: 'user' });
  if (!body?.data) {
    notifyError({ known: 'reLogin' });
    resetUserSession();
    throw new MissingDataError('reLogin');
  }
  saveCachedProfile(body.data);
  return body.data;
}

export function learnerLogin(username: string, password: string) {
  return apiFetch<LoginAnswer>('/authorizations', {
    method: 'POST',
    guard: 'user',
    // The forms show the answer in place (components/front/auth/server-errors.ts).
    silent: true,
    body: { username, password, guard: 'api', app_id: APP_ID },
  });
}

export function requestCode(purpose: 'register' | 'login', phone: string) {
  return apiFetch<CodeAnswer>(`/verification-codes/${purpose}`, { method: 'POST', guard: 'user', silent: true, body: { phone, app_id: APP_ID } });
}

/** POST /ad/send-sms/check-phone (SPEC.md §7): is this the code sent to this phone? It does not use the code up. */
export function checkPhoneCode(phone: string, verificationKey: string, verificationCode: string) {
  return apiFetch<{ data: PhoneCheck }>('/ad/send-sms/check-phone', {
    method: 'POST',
    guard: 'user',
    silent: true,
    body: { phone, verification_key: verificationKey, verification_code: verificationCode },
  });
}

/** Where a learner goes after signing in: to choose a password first when theirs is a one-time one from a reset. */
export async function learnerLanding(redirect: string | null): Promise<string> {
  try {
    const body = await apiFetch<{ data?: Learner | null } | undefined>(USER_KEY, { guard: 'user', silent: true });
    if (body?.data?.must_change_password) return LEARNER_PASSWORD_PAGE;
  } catch {
    // the profile loads again on the next page; the usual landing will do
  }
  return learnerHome(redirect);
}

export const LEARNER_PASSWORD_PAGE = PASSWORD_PAGES.user;

export async function logout(guard: 'user' | 'manage'): Promise<void> {
  try {
    await apiFetch('/authorizations/current', { method: 'DELETE', guard, silent: true });
  } catch {
    // an already dead session is as logged out as it gets
  }
  if (guard === 'user') resetUserSession();
}

/** After login only same-site paths are followed; otherwise phones get the hub, desktops the profile. */
export const NARROW_SCREEN_PX = 769;
export function learnerHome(redirect: string | null): string {
  return safeRedirect(redirect, 'front') ?? (window.innerWidth < NARROW_SCREEN_PX ? '/user/center' : '/user/info');
}
