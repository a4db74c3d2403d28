import { gzipSync } from 'node:zlib';
import { base58 } from '@scure/base';
import { base64url } from 'jose';
import type { CertificateClaims } from '@/lib/credentials/claims';
import { STATUS_LIST_TTL_MS, type PublishedKey, type PublishedKeySet } from '@/lib/credentials/verify';
import type { Signer } from './keys';
import { signVcJwt } from './sign';

// The platform as a W3C issuer: its did:web identity and DID document (the published keys), the
// Bitstring Status List of revocations, and the Open Badges 3.0 credential a learner downloads.

export const STATUS_LIST_PATH = '/.well-known/certificate-status.jwt';
export const KEYS_PATH = '/.well-known/certificate-keys.json';
/** The W3C minimum, so one revoked bit does not stand out (Bitstring Status List §6.1). */
const MIN_BITS = 131_072;
const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const PLATFORM_NAME = '职业技能培训信息系统';

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

const LEVEL_NAMES: Record<number, string> = { 1: '一级/高级技师', 2: '二级/技师', 3: '三级/高级工', 4: '四级/中级工', 5: '五级/初级工' };
const levelText = (level: number | string) => (typeof level === 'number' ? LEVEL_NAMES[level] ?? `${level}级` : level);

/** What differs between the two kinds of certificate in a wallet: its name, its public page, what it attests. */
const WALLET_KINDS = {
  skills: { name: '职业技能等级证书', page: '/cerQuery', criteria: '通过职业技能等级认定考核。' },
  moxibustion: { name: '艾灸培训结业证书', page: '/moxibustion/certificateInfo', criteria: '完成艾灸技能培训并经考核合格结业。' },
} as const;
export type WalletKind = keyof typeof WALLET_KINDS;

/** The holder's download: an Open Badges 3.0 OpenBadgeCredential (a VC 2.0 document) secured with VC-JOSE. */
export async function signWalletCredential(
  siteUrl: string, claims: CertificateClaims, identitySalt: string, identityHash: string, kind: WalletKind = 'skills',
): Promise<string> {
  const what = WALLET_KINDS[kind];
  const issuer = issuerDid(siteUrl);
  const id = new URL(`${what.page}?cert_no=${claims.no}`, siteUrl).toString();
  const statusUrl = new URL(STATUS_LIST_PATH, siteUrl).toString();
  const title = `${claims.occ}${claims.occCode ? `（${claims.occCode}）` : ''} ${levelText(claims.level)}`;
  const validFrom = `${claims.date}T00:00:00+08:00`;
  const credential = {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${what.name} ${claims.no}`,
    issuer: { id: issuer, type: ['Profile'], name: PLATFORM_NAME, url: new URL('/', siteUrl).toString() },
    validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: claims.name },
        // Open Badges' own salted form (sha256$hex of number + salt), for wallets that check it.
        { type: 'IdentityObject', identityType: 'nationalIdentityNumber', hashed: true, identityHash: `sha256$${identityHash}`, salt: identitySalt },
      ],
      achievement: {
        id: new URL(`${what.page}?cert_no=${claims.no}#achievement`, siteUrl).toString(),
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: title,
        description: `${claims.issuer}颁发的${what.name}：${title}。`,
        criteria: { narrative: what.criteria },
        ...(claims.occCode ? { humanCode: claims.occCode } : {}),
      },
      source: { id: `urn:x-skills-issuer:${encodeURIComponent(claims.issuer)}`, type: ['Profile'], name: claims.issuer },
    },
    credentialStatus: {
      id: `${statusUrl}#${claims.idx}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(claims.idx), statusListCredential: statusUrl,
    },
  };
  return signVcJwt(credential, { iss: issuer, jti: id, nbf: Math.floor(Date.parse(validFrom) / 1000) });
}
