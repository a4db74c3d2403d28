import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECK_IN_WINDOW_SECONDS } from '@/lib/contract/subsidy/check-in';
import type { Db } from '@/lib/server/db';
import { privacyOf } from '@/lib/server/privacy/install';

// The rotating check-in code: HMAC-SHA256 over the session id and the 30-second window, under a key
// derived from the data key (kept like the other keys: DATA_KEY or the key file beside the database),
// so every instance makes and checks the same codes. Six digits for typing; the QR code carries the
// window and a longer signature. A code is good in its own 30-second window only: replayed later, or
// for another session, it is refused (the teacher's screen shows each new code as its window opens).

const LABEL = 'skills/subsidy/check-in-code/v1';

function keyOf(db: Db): Buffer {
  const plugin = privacyOf(db);
  if (!plugin) throw new Error('check-in codes need a database handle with the data key');
  return createHmac('sha256', plugin.ring().active.index).update(LABEL).digest();
}

export const windowOf = (at: Date) => Math.floor(at.getTime() / 1000 / CHECK_IN_WINDOW_SECONDS);
const mac = (key: Buffer, sessionId: number, window: number) => createHmac('sha256', key).update(`${sessionId}:${window}`).digest();

function digitsOf(digest: Buffer): string {
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** `{window}.{signature}`: what the QR payload's `c` carries. */
const signedOf = (digest: Buffer, window: number) => `${window}.${digest.subarray(0, 16).toString('base64url')}`;

export function codeFor(db: Db, sessionId: number, at: Date) {
  const window = windowOf(at);
  const digest = mac(keyOf(db), sessionId, window);
  const expiresMs = (window + 1) * CHECK_IN_WINDOW_SECONDS * 1000;
  return {
    window, code: digitsOf(digest), signed: signedOf(digest, window),
    expires_at: new Date(expiresMs).toISOString(), refresh_in_ms: Math.max(0, expiresMs - at.getTime()),
  };
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the typed digits or the QR's signed value is this session's code of the current window. */
export function verifyCode(db: Db, sessionId: number, presented: string, at: Date): boolean {
  const key = keyOf(db);
  const now = windowOf(at);
  const value = presented.trim();
  if (/^\d{6}$/.test(value)) {
    return same(digitsOf(mac(key, sessionId, now)), value);
  }
  const match = /^(\d{1,12})\.([\w-]{10,40})$/.exec(value);
  if (!match) return false;
  const window = Number(match[1]);
  if (window !== now) return false;
  return same(signedOf(mac(key, sessionId, window), window), value);
}
