import { base64url, compactVerify, createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import {
  asCertificateClaims, asRevocationClaims, CERTIFICATE_JWS_TYPE, CLAIMS_VERSION, REVOCATION_JWS_TYPE, SIGNING_ALGORITHMS, type CertificateClaims,
  type RevocationClaims,
} from './claims';

// Verification with the published keys alone: no register, no network. The check page, the
// offline command and the tests all use these.

export type PublishedKey = JWK & { kid: string; valid_from?: string; valid_until?: string };
export type PublishedKeySet = { keys: PublishedKey[] };

/**
 * 'unsupported': this runtime has no Ed25519 (browsers before Chrome 137, Safari 17, Firefox 129), not a bad signature.
 * 'key_period': signed at a time its key was not in use (before its valid_from, after its valid_until).
 * 'outdated': genuinely signed, in an earlier claims version no longer accepted (v1 carried a binding
 * of the ID number and no signing time); the register, or a copy downloaded again, says what holds.
 */
export type SignatureProblem = 'malformed' | 'unknown_key' | 'signature' | 'type' | 'claims' | 'key_period' | 'outdated' | 'unsupported';
export type SignatureCheck =
  | { ok: true; claims: CertificateClaims; kid: string; payload: string }
  | { ok: false; problem: SignatureProblem; kid?: string };

function kidOf(jws: string): string | undefined {
  try {
    const kid = decodeProtectedHeader(jws).kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

function problemOf(error: unknown): SignatureProblem {
  if (error instanceof errors.JOSENotSupported || (error as { name?: string } | null)?.name === 'NotSupportedError') return 'unsupported';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown_key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  return 'malformed';
}

/** Clocks of the signing servers and of the key's publication may differ this much. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether key `kid` was in use at `iat` (seconds since the epoch): from its valid_from to its
 * valid_until, give or take the clock skew. Without a signing time only a key never retired passes,
 * as nothing then says the payload was signed before the retirement. `iat` is the signer's own
 * word: this refuses what a retired key signs later, not a thief who backdates (see docs/certificates.md).
 */
export function signedWhileKeyValid(keys: PublishedKeySet, kid: string, iat: unknown): boolean {
  const key = keys.keys.find((k) => k.kid === kid);
  if (!key) return false;
  const until = key.valid_until === undefined ? Infinity : Date.parse(key.valid_until);
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return until === Infinity;
  const from = key.valid_from === undefined ? -Infinity : Date.parse(key.valid_from);
  return iat * 1000 >= from - CLOCK_SKEW_MS && iat * 1000 <= until + CLOCK_SKEW_MS;
}

async function verified(jws: string, keys: PublishedKeySet, type: string) {
  const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(keys), { algorithms: SIGNING_ALGORITHMS });
  if (protectedHeader.typ !== type) return null;
  return new TextDecoder().decode(payload);
}

/** Checks a certificate payload's signature against the published keys and reads its claims. */
export async function verifyCertificateJws(jws: string, keys: PublishedKeySet): Promise<SignatureCheck> {
  const kid = kidOf(jws);
  if (!kid) return { ok: false, problem: 'malformed' };
  // A page opened over plain HTTP (other than localhost) has no crypto.subtle: nothing can be checked, nothing is forged.
  if (!globalThis.crypto?.subtle) return { ok: false, problem: 'unsupported', kid };
  try {
    const text = await verified(jws, keys, CERTIFICATE_JWS_TYPE);
    if (text === null) return { ok: false, problem: 'type', kid };
    const parsed = JSON.parse(text) as { v?: unknown };
    const claims = asCertificateClaims(parsed);
    if (!claims) return { ok: false, problem: typeof parsed.v === 'number' && parsed.v < CLAIMS_VERSION ? 'outdated' : 'claims', kid };
    if (!signedWhileKeyValid(keys, kid, claims.iat)) return { ok: false, problem: 'key_period', kid };
    return { ok: true, claims, kid, payload: text };
  } catch (error) {
    return { ok: false, problem: problemOf(error), kid };
  }
}

/** A signed revocation notice of certificate `certNo`, or null when it is not one. */
export async function verifyRevocationJws(jws: string, keys: PublishedKeySet, certNo: string): Promise<RevocationClaims | null> {
  try {
    const text = await verified(jws, keys, REVOCATION_JWS_TYPE);
    const claims = text === null ? null : asRevocationClaims(JSON.parse(text));
    const kid = kidOf(jws);
    return claims && claims.no === certNo && kid && signedWhileKeyValid(keys, kid, claims.iat) ? claims : null;
  } catch {
    return null;
  }
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * How long a status list may be relied on after it was signed (its `ttl`, and `validUntil` − `validFrom`):
 * a verifier that went offline with it learns of a revocation at most this late. A day covers a
 * verifier who opens the check page once in the morning and checks certificates all day without a
 * network (an exam hall, a job fair); the check page fetches a fresh list on every visit online.
 */
export const STATUS_LIST_TTL_MS = 24 * 60 * 60 * 1000;

/** `stale`: past its validity at the time of the check, so it can confirm a revocation but not its absence. */
export type StatusList = { bits: Uint8Array; validFrom: string; validUntil: string | null; url: string; stale: boolean };

type StatusListVc = {
  type?: string[]; id?: string; validFrom?: string; validUntil?: string; iat?: number;
  credentialSubject?: { statusPurpose?: string; encodedList?: string; ttl?: number };
};

/** The end of a list's validity: the earlier of its validUntil and validFrom + ttl (our TTL when it states neither); null when it has no time. */
function validityEnd(vc: StatusListVc): number | null {
  const from = Date.parse(vc.validFrom ?? '');
  const ttl = vc.credentialSubject?.ttl;
  const ends = [Date.parse(vc.validUntil ?? ''), typeof ttl === 'number' && ttl >= 0 ? from + ttl : NaN].filter(Number.isFinite);
  if (ends.length) return Math.min(...ends);
  return Number.isFinite(from) ? from + STATUS_LIST_TTL_MS : null;
}

/**
 * A signed W3C Bitstring Status List credential (vc+jwt): its bits and validity, or null when it does
 * not verify (signature, type, or signed while its key was not in use).
 */
export async function verifyStatusList(jwt: string, keys: PublishedKeySet, now: Date = new Date()): Promise<StatusList | null> {
  try {
    const local = createLocalJWKSet(keys);
    // VC-JOSE names the key by its DID URL (did:web:host#kid); the key set knows it by the kid.
    const kidIn = (header: { kid?: string }) => header.kid?.split('#').pop();
    const byKid: JWTVerifyGetKey = (header, token) => local({ ...header, kid: kidIn(header) }, token);
    const { payload, protectedHeader } = await jwtVerify(jwt, byKid, { algorithms: SIGNING_ALGORITHMS, typ: 'vc+jwt' });
    const vc = payload as StatusListVc;
    const kid = kidIn(protectedHeader);
    if (!kid || !signedWhileKeyValid(keys, kid, vc.iat)) return null;
    const subject = vc.credentialSubject;
    if (!vc.type?.includes('BitstringStatusListCredential') || subject?.statusPurpose !== 'revocation') return null;
    if (typeof subject.encodedList !== 'string' || !subject.encodedList.startsWith('u')) return null;
    const bits = await gunzip(base64url.decode(subject.encodedList.slice(1)));
    const end = validityEnd(vc);
    return {
      bits, validFrom: String(vc.validFrom ?? ''), validUntil: end === null ? null : new Date(end).toISOString(), url: String(vc.id ?? ''),
      stale: end === null || now.getTime() > end,
    };
  } catch {
    return null;
  }
}

/** Bit `index` of the list, the first bit being the most significant of the first byte; null past its end. */
export function statusBit(bits: Uint8Array, index: number): boolean | null {
  const byte = Math.floor(index / 8);
  if (index < 0 || byte >= bits.length) return null;
  return (bits[byte] & (0x80 >> index % 8)) !== 0;
}
