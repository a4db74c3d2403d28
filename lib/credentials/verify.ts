import { base64url, compactVerify, createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import {
  asCertificateClaims, asRevocationClaims, CERTIFICATE_JWS_TYPE, REVOCATION_JWS_TYPE, SIGNING_ALGORITHMS, type CertificateClaims, type RevocationClaims,
} from './claims';

// Verification with the published keys alone: no register, no network. The check page, the
// offline command and the tests all use these.

export type PublishedKey = JWK & { kid: string; valid_from?: string; valid_until?: string };
export type PublishedKeySet = { keys: PublishedKey[] };

/** 'unsupported': this runtime has no Ed25519 (browsers before Chrome 137, Safari 17, Firefox 129), not a bad signature. */
export type SignatureProblem = 'malformed' | 'unknown_key' | 'signature' | 'type' | 'claims' | 'unsupported';
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

async function verified(jws: string, keys: PublishedKeySet, type: string) {
  const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(keys), { algorithms: SIGNING_ALGORITHMS });
  if (protectedHeader.typ !== type) return null;
  return new TextDecoder().decode(payload);
}

/** Checks a certificate payload's signature against the published keys and reads its claims. */
export async function verifyCertificateJws(jws: string, keys: PublishedKeySet): Promise<SignatureCheck> {
  const kid = kidOf(jws);
  if (!kid) return { ok: false, problem: 'malformed' };
  try {
    const text = await verified(jws, keys, CERTIFICATE_JWS_TYPE);
    if (text === null) return { ok: false, problem: 'type', kid };
    const claims = asCertificateClaims(JSON.parse(text));
    return claims ? { ok: true, claims, kid, payload: text } : { ok: false, problem: 'claims', kid };
  } catch (error) {
    return { ok: false, problem: problemOf(error), kid };
  }
}

/** A signed revocation notice of certificate `certNo`, or null when it is not one. */
export async function verifyRevocationJws(jws: string, keys: PublishedKeySet, certNo: string): Promise<RevocationClaims | null> {
  try {
    const text = await verified(jws, keys, REVOCATION_JWS_TYPE);
    const claims = text === null ? null : asRevocationClaims(JSON.parse(text));
    return claims && claims.no === certNo ? claims : null;
  } catch {
    return null;
  }
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type StatusList = { bits: Uint8Array; validFrom: string; url: string };

/** A signed W3C Bitstring Status List credential (vc+jwt): its bits, or null when it does not verify. */
export async function verifyStatusList(jwt: string, keys: PublishedKeySet): Promise<StatusList | null> {
  try {
    const local = createLocalJWKSet(keys);
    // VC-JOSE names the key by its DID URL (did:web:host#kid); the key set knows it by the kid.
    const byKid: JWTVerifyGetKey = (header, token) => local({ ...header, kid: header.kid?.split('#').pop() }, token);
    const { payload } = await jwtVerify(jwt, byKid, { algorithms: SIGNING_ALGORITHMS, typ: 'vc+jwt' });
    const vc = payload as { type?: string[]; id?: string; validFrom?: string; credentialSubject?: { statusPurpose?: string; encodedList?: string } };
    const subject = vc.credentialSubject;
    if (!vc.type?.includes('BitstringStatusListCredential') || subject?.statusPurpose !== 'revocation') return null;
    if (typeof subject.encodedList !== 'string' || !subject.encodedList.startsWith('u')) return null;
    const bits = await gunzip(base64url.decode(subject.encodedList.slice(1)));
    return { bits, validFrom: String(vc.validFrom ?? ''), url: String(vc.id ?? '') };
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
