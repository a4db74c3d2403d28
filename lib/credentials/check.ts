import { fetchWithin } from '@/lib/api/fetch-deadline';
import { asCertificateClaims, type CertificateClaims } from './claims';
import { verdictOf, type RegisterAnswer, type Verdict } from './verdict';
import { verifyCertificateJws, verifyRevocationJws, verifyStatusList, type PublishedKeySet, type SignatureProblem } from './verify';

// One check as the check page runs it: the signature with the keys it holds, the status list it
// holds, and the register when it can reach it. The page loads this module after hydration, so jose
// stays out of the page's first load yet is there before the network goes.

export type RegisterLookup = (certNo: string) => Promise<(RegisterAnswer & { revocation: string | null }) | 'missing' | 'offline'>;

export type CheckResult = { verdict: Verdict; claims: CertificateClaims | null; kid: string | null; problem: SignatureProblem | null };

export async function runCheck(jws: string, keys: PublishedKeySet, statusJwt: string | null, lookup: RegisterLookup): Promise<CheckResult> {
  const signature = await verifyCertificateJws(jws, keys);
  const unread = !signature.ok && signature.problem === 'unsupported' ? unverifiedClaims(jws) : null;
  if (unread) {
    // No WebCrypto here (plain HTTP): the register, asked by the number the payload carries, is what can be shown.
    const register = await lookup(unread.no).catch(() => 'offline' as const);
    const verdict = verdictOf({ signature, register, statusList: null, notice: null });
    const claims = typeof register === 'object' ? { ...register.fields, v: unread.v, idx: unread.idx, iat: unread.iat } as CertificateClaims : null;
    return { verdict, claims, kid: signature.ok ? null : signature.kid ?? null, problem: 'unsupported' };
  }
  if (!signature.ok) {
    return { verdict: verdictOf({ signature, register: 'offline', statusList: null, notice: null }), claims: null, kid: signature.kid ?? null, problem: signature.problem };
  }
  const [register, statusList] = await Promise.all([lookup(signature.claims.no).catch(() => 'offline' as const), statusJwt ? verifyStatusList(statusJwt, keys) : null]);
  const notice = typeof register === 'object' && register.revocation ? await verifyRevocationJws(register.revocation, keys, signature.claims.no) : null;
  return { verdict: verdictOf({ signature, register, statusList, notice }), claims: signature.claims, kid: signature.kid, problem: null };
}

/** The claims a payload says it carries, unchecked: only to ask the register by the certificate's number. */
function unverifiedClaims(jws: string): CertificateClaims | null {
  try {
    const part = jws.split('.')[1] ?? '';
    const text = new TextDecoder().decode(Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    return asCertificateClaims(JSON.parse(text));
  } catch {
    return null;
  }
}

/** How long the register may take to answer before the check says offline (the signature's verdict stands alone). */
export const REGISTER_TIMEOUT_MS = 8000;

/** The register over HTTP: a 404 is a certificate it does not have; no answer at all (or none in time) is offline. */
export function httpRegister(base = '/api/v1'): RegisterLookup {
  return async (certNo) => {
    let response: Response;
    try {
      response = await fetchWithin(`${base}/certificate-credentials/${encodeURIComponent(certNo)}`, { headers: { accept: 'application/json' } }, REGISTER_TIMEOUT_MS);
    } catch {
      return 'offline';
    }
    if (response.status === 404) return 'missing';
    if (!response.ok) return 'offline';
    return ((await response.json()) as { data: RegisterAnswer & { revocation: string | null } }).data;
  };
}

export { extractJws } from './claims';
