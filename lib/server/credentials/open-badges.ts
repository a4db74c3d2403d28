import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { CertificateClaims } from '@/lib/credentials/claims';
import { badgeKeyUrl, badgeSigner } from './badge-keys';
import { levelText, WALLET_KINDS, type WalletKind } from './certificate-kinds';
import { issuerDid, STATUS_LIST_PATH } from './documents';

// The holder's download for badge wallets: an Open Badges 3.0 OpenBadgeCredential (a VC 2.0
// document) in the JSON Web Token proof format of Open Badges 3.0 §8.2: header alg RS256, kid the
// HTTPS URL of the public JWK, typ JWT and nothing else; the payload is the credential with its iss,
// jti, nbf and sub. The subject is the learner's holder identifier: nothing about the ID number.

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
const OB_SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';
export const PLATFORM_NAME = '职业技能培训信息系统';

/**
 * A learner's stable holder identifier, urn:uuid: a UUID (version 8 layout) made from their account's
 * random UUID, so the account's own id is not handed out and the same learner is the same holder in
 * every credential.
 */
export function holderId(accountUuid: string): string {
  const bytes = createHash('sha256').update(`open-badges-holder:${accountUuid}`, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function signOpenBadge(siteUrl: string, claims: CertificateClaims, holder: string, kind: WalletKind = 'skills'): Promise<string> {
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
      id: holder,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: claims.name }],
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
    credentialSchema: [{ id: OB_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
    credentialStatus: {
      id: `${statusUrl}#${claims.idx}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(claims.idx), statusListCredential: statusUrl,
    },
  };
  const { kid, key } = await badgeSigner();
  return new SignJWT({ ...credential, iss: issuer, jti: id, sub: holder, nbf: Math.floor(Date.parse(validFrom) / 1000) })
    .setProtectedHeader({ alg: 'RS256', kid: badgeKeyUrl(siteUrl, kid), typ: 'JWT' })
    .sign(key);
}
