// The SMS code a learner is waiting for survives a reload of the page (common when switching to the
// SMS app): its key and phone stay in sessionStorage until the code expires or is used.

export type CodePurpose = 'register' | 'login';
export type PendingCode = { phone: string; key: string; expiresAt: number };

const storageKey = (purpose: CodePurpose) => `smsCode:${purpose}`;

export function savePendingCode(purpose: CodePurpose, code: { phone: string; key: string; expiredAt: string }): void {
  try {
    const expiresAt = Date.parse(code.expiredAt) || Date.now() + 5 * 60_000;
    window.sessionStorage.setItem(storageKey(purpose), JSON.stringify({ phone: code.phone, key: code.key, expiresAt }));
  } catch {
    // storage unavailable: the code lasts as long as the page
  }
}

export function loadPendingCode(purpose: CodePurpose): PendingCode | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(purpose));
    const code = raw ? (JSON.parse(raw) as PendingCode) : null;
    if (code && typeof code.key === 'string' && typeof code.phone === 'string' && code.expiresAt > Date.now()) return code;
    window.sessionStorage.removeItem(storageKey(purpose));
  } catch {
    // unreadable: ask for a new code
  }
  return null;
}

export function clearPendingCode(purpose: CodePurpose): void {
  try {
    window.sessionStorage.removeItem(storageKey(purpose));
  } catch {
    // nothing kept
  }
}

/** The countdown's storage key for a purpose's "get code" button. */
export const resendKey = (purpose: CodePurpose) => `smsResend:${purpose}`;
