import type { CertificateClaims, RevocationClaims } from './claims';
import { statusBit, type SignatureCheck, type StatusList } from './verify';

// The check page's one verdict from what it could check: the signature (always, offline too), the
// status list (cached after the first load) and the register (online only).

/** The register's answer (GET /certificate-credentials/{cert_no}), as the check page needs it. */
export type RegisterAnswer = {
  fields: Omit<CertificateClaims, 'v' | 'idx' | 'iat'>;
  status: 'valid' | 'revoked';
  revoked_at: string | null;
  revoked_reason: string | null;
  replaced_by: string | null;
};

export type Outcome = 'valid' | 'revoked' | 'forged' | 'mismatch' | 'unconfirmed' | 'outdated' | 'unsupported';
export type Verdict = {
  outcome: Outcome;
  signature: 'valid' | 'invalid' | 'unsupported';
  /** 'offline': the register could not be asked; 'missing': it has no such certificate; 'found': it has it, and the signature could not be checked here. */
  register: 'matches' | 'differs' | 'missing' | 'offline' | 'found';
  status: 'valid' | 'revoked' | 'unknown';
  /** Fields whose signed value differs from the register's. */
  differing: RegisterField[];
  /** When the revocation list at hand was past its validity: the time it ran out (it still shows a revocation, not its absence). */
  staleList?: string;
  revocation: { at: string | null; reason: string | null; replacedBy: string | null } | null;
};

const FIELDS = ['no', 'name', 'id', 'occ', 'occCode', 'level', 'issuer', 'date', 'prev'] as const;
export type RegisterField = (typeof FIELDS)[number];

export type VerdictInput = {
  signature: SignatureCheck;
  register: RegisterAnswer | 'missing' | 'offline';
  statusList: StatusList | null;
  /** The register's revocation notice, once its signature checked out. */
  notice: RevocationClaims | null;
};

export function verdictOf({ signature, register, statusList, notice }: VerdictInput): Verdict {
  if (!signature.ok) {
    // Neither is a forgery: this browser cannot check, or the payload is genuine but of a format no longer accepted.
    const notChecked = signature.problem === 'unsupported' || signature.problem === 'outdated';
    const outcome = signature.problem === 'outdated' ? 'outdated' : notChecked ? 'unsupported' : 'forged';
    if (signature.problem === 'unsupported' && typeof register === 'object') {
      // The browser cannot check the signature here; the register's answer is still worth showing.
      const revoked = register.status === 'revoked';
      const revocation = revoked ? { at: notice?.at ?? register.revoked_at, reason: notice?.reason ?? register.revoked_reason, replacedBy: notice?.by ?? register.replaced_by } : null;
      return { outcome, signature: 'unsupported', register: 'found', status: register.status, differing: [], revocation };
    }
    const asked = signature.problem === 'unsupported' && register === 'missing' ? 'missing' : 'offline';
    return { outcome, signature: notChecked ? 'unsupported' : 'invalid', register: asked, status: 'unknown', differing: [], revocation: null };
  }
  const claims = signature.claims;
  const answer = typeof register === 'string' ? null : register;
  const differing = answer ? FIELDS.filter((f) => (claims[f] ?? null) !== (answer.fields[f] ?? null)) : [];
  const bit = statusList ? statusBit(statusList.bits, claims.idx) : null;
  // A revocation is final, so an expired list still proves one; that a bit is clear, only while current.
  const listed = bit === false && statusList?.stale ? null : bit;
  const revoked = listed === true || answer?.status === 'revoked';
  const status = revoked ? 'revoked' : listed === false || answer?.status === 'valid' ? 'valid' : 'unknown';
  const registerState = typeof register === 'string' ? register : differing.length ? 'differs' : 'matches';
  const revocation = revoked
    ? { at: notice?.at ?? answer?.revoked_at ?? null, reason: notice?.reason ?? answer?.revoked_reason ?? null, replacedBy: notice?.by ?? answer?.replaced_by ?? null }
    : null;
  const outcome: Outcome = revoked
    ? 'revoked'
    : registerState === 'differs' || registerState === 'missing'
      ? 'mismatch'
      : status === 'valid'
        ? 'valid'
        : 'unconfirmed';
  const staleList = statusList?.stale && status === 'unknown' ? { staleList: statusList.validUntil ?? '' } : {};
  return { outcome, signature: 'valid', register: registerState, status, differing, revocation, ...staleList };
}
