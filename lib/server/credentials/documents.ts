import { gzipSync } from 'node:zlib';
import { base58 } from '@scure/base';
import { base64url } from 'jose';
import { STATUS_LIST_TTL_MS, type PublishedKey, type PublishedKeySet } from '@/lib/credentials/verify';
import type { Signer } from './keys';
import { signVcJwt } from './sign';

// The platform as a W3C issuer: its did:web identity and DID document (the published keys), the
// Bitstring Status List of revocations (the learner's wallet credentials: open-badges.ts, sd-jwt-vc.ts).

export const STATUS_LIST_PATH = '/.well-known/certificate-status.jwt';
export const KEYS_PATH = '/.well-known/certificate-keys.json';
/** The W3C minimum, so one revoked bit does not stand out (Bitstring Status List §6.1). */
const MIN_BITS = 131_072;
const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** did:web of the site: https://example.cn:8443 → did:web:example.cn%3A8443, resolved at /.well-known/did.json. */
export function issuerDid(siteUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(siteUrl).host)}`;
}

/** The multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint: ed 01). */
const ED25519_PUB = Uint8Array.of(0xed, 0x01);

/** A key as Multikey wants it: multibase base58btc ('z') of the multicodec-prefixed public key. */
export function publicKeyMultibase(key: Pick<PublishedKey, 'x'>): string {
  const raw = base64url.decode(String(key.x));
  return `z${base58.encode(new Uint8Array([...ED25519_PUB, ...raw]))}`;
}

/**
 * The DID document at /.well-known/did.json: each published key as a Multikey verification method
 * (Controlled Identifiers 1.0), its id the DID URL `did:web:<host>#<kid>` that signed VC-JOSE
 * documents name in their `kid`. Retired keys stay, for what they signed; their dates are in the JWK set.
 */
export function didDocument(siteUrl: string, keys: PublishedKeySet) {
  const id = issuerDid(siteUrl);
  const methods = keys.keys.map((k) => ({ id: `${id}#${k.kid}`, type: 'Multikey', controller: id, publicKeyMultibase: publicKeyMultibase(k) }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
    id,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

/** Revoked indexes as bits (first bit = most significant of the first byte), gzipped, multibase base64url. */
export function encodeStatusList(revoked: number[]): string {
  const size = Math.max(MIN_BITS, Math.ceil((Math.max(-1, ...revoked) + 1) / MIN_BITS) * MIN_BITS);
  const bits = new Uint8Array(size / 8);
  for (const i of revoked) bits[Math.floor(i / 8)] |= 0x80 >> i % 8;
  return `u${base64url.encode(gzipSync(bits))}`;
}

/**
 * The revocation list as a BitstringStatusListCredential, valid for STATUS_LIST_TTL_MS from `now`
 * (validUntil, and the list's `ttl`): signed at every request, so what the API serves is always fresh.
 */
export async function signStatusList(siteUrl: string, revoked: number[], now = new Date(), using?: Signer): Promise<string> {
  const id = new URL(STATUS_LIST_PATH, siteUrl).toString();
  const issuer = issuerDid(siteUrl);
  const credential = {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer,
    validFrom: now.toISOString(),
    validUntil: new Date(now.getTime() + STATUS_LIST_TTL_MS).toISOString(),
    credentialSubject: {
      id: `${id}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', ttl: STATUS_LIST_TTL_MS, encodedList: encodeStatusList(revoked),
    },
  };
  return signVcJwt(credential, { iss: issuer, jti: id, iat: Math.floor(now.getTime() / 1000) }, using);
}
