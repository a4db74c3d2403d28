// What the teacher's QR code holds: a link to the learner's check-in page carrying the session and
// the signed code (…/user/subsidy/check-in?s=12&c=…). A phone's own camera app opens the link; the
// in-page scanner reads the same two values from it.

export type CheckInPayload = { sessionId: number; code: string };

export function parseCheckInPayload(text: string, base = 'http://localhost'): CheckInPayload | null {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return null;
  }
  const session = url.searchParams.get('s') ?? '';
  const code = url.searchParams.get('c') ?? '';
  if (!/^\d{1,10}$/.test(session) || code.length < 6 || code.length > 200) return null;
  return { sessionId: Number(session), code };
}

/** The six digits as typed: spaces and dashes dropped, full-width digits read as digits. */
export function normalizeDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[\s-]/g, '');
}

/** A random id this browser keeps, sent with check-ins for the fraud signals only (several learners, one device). */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  if (!storage) return null;
  try {
    let id = storage.getItem('subsidy-device');
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      storage.setItem('subsidy-device', id);
    }
    return id;
  } catch {
    return null;
  }
}
