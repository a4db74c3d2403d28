import type { Learner } from '@/lib/api/session';

export type VerifyState = 'none' | 'pending' | 'success' | 'rejected';

/** The approved real name, once verification succeeded. */
export function verifiedName(user: Learner | undefined): string | undefined {
  return user && verifyState(user) === 'success' ? user['user-verified-datum']?.data?.real_name : undefined;
}

/** SPEC.md §4: the status is the datum's audit_status; without a datum nothing was submitted yet. */
export function verifyState(user: Learner): VerifyState {
  const datum = user['user-verified-datum']?.data;
  if (!datum) return 'none';
  const status = datum.audit_status ?? user.verify_status;
  return status === 'pending' || status === 'success' ? status : 'rejected';
}
