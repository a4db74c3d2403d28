import { createHash, randomBytes } from 'node:crypto';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { createHeaderAndPayload, StatusList } from '@sd-jwt/jwt-status-list';
import { SignJWT, base64url } from 'jose';
import type { CertificateClaims } from '@/lib/credentials/claims';
import { STATUS_LIST_TTL_MS } from '@/lib/credentials/verify';
import { ID_NUMBER_CLAIM, SD_JWT_VC_TYPE, vctOf, type SdJwtKind } from '@/lib/credentials/sd-jwt';
import { levelText } from './certificate-kinds';
import { signer, type Signer } from './keys';

// The learner's certificate as an IETF SD-JWT VC (OpenWallet Foundation's @sd-jwt), and the IETF
// Token Status List its `status` claim points to. What a certificate says is in the signed payload
// in clear: a presentation must show it, and the holder proves nothing by hiding it. The whole ID
// number is the one selectively disclosable claim, with its own 128-bit random salt: a presentation
// without that disclosure carries only its digest, which no guess of the number can reproduce.

export const TOKEN_STATUS_LIST_PATH = '/.well-known/certificate-status-list.jwt';
/** The same size steps as the Bitstring Status List, so one revoked bit does not stand out. */
const STATUS_LIST_STEP = 131_072;

/** 128 bits from the system's CSPRNG whatever length the library asks for (it asks for 16 bytes). */
const salt = (length: number) => randomBytes(Math.max(16, length)).toString('base64url');

const sha256 = (data: string | ArrayBuffer) => new Uint8Array(createHash('sha256').update(typeof data === 'string' ? data : Buffer.from(data)).digest());

function instance(using: Signer) {
  return new SDJwtVcInstance({
    hasher: sha256,
    hashAlg: 'sha-256',
    saltGenerator: salt,
    signAlg: 'EdDSA',
    signer: async (data: string) => base64url.encode(new Uint8Array(await crypto.subtle.sign('Ed25519', using.key, new TextEncoder().encode(data)))),
  });
}

const siteOrigin = (siteUrl: string) => new URL(siteUrl).origin;

/**
 * The certificate's SD-JWT VC with every disclosure (`<issuer JWT>~<ID number disclosure>~`). `iss`
 * is the site, whose keys are at /.well-known/jwt-vc-issuer → certificate-keys.json; `kid` names one.
 */
export async function issueSdJwtVc(siteUrl: string, claims: CertificateClaims, idNumber: string, kind: SdJwtKind, now = new Date(), using?: Signer): Promise<string> {
  const active = using ?? (await signer());
  const origin = siteOrigin(siteUrl);
  const payload = {
    iss: origin,
    iat: Math.floor(now.getTime() / 1000),
    vct: vctOf(origin, kind),
    status: { status_list: { idx: claims.idx, uri: `${origin}${TOKEN_STATUS_LIST_PATH}` } },
    cert_no: claims.no,
    name: claims.name,
    occupation: { name: claims.occ, ...(claims.occCode ? { code: claims.occCode } : {}) },
    level: levelText(claims.level),
    issuing_body: claims.issuer,
    issued_on: claims.date,
    ...(claims.prev ? { replaces: claims.prev } : {}),
    [ID_NUMBER_CLAIM]: idNumber,
  };
  return instance(active).issue(payload, { _sd: [ID_NUMBER_CLAIM] }, { header: { typ: SD_JWT_VC_TYPE, kid: active.kid } });
}

/** The revoked indexes as an IETF Token Status List (1 bit each), signed: what the SD-JWT VC's `status` refers to. */
export async function signTokenStatusList(siteUrl: string, revoked: number[], now = new Date(), using?: Signer): Promise<string> {
  const active = using ?? (await signer());
  const size = Math.max(STATUS_LIST_STEP, Math.ceil((Math.max(-1, ...revoked) + 1) / STATUS_LIST_STEP) * STATUS_LIST_STEP);
  const list = new StatusList(new Array<number>(size).fill(0), 1);
  for (const index of revoked) list.setStatus(index, 1);
  const origin = siteOrigin(siteUrl);
  const { header, payload } = createHeaderAndPayload(
    list, { iss: origin, sub: `${origin}${TOKEN_STATUS_LIST_PATH}`, iat: Math.floor(now.getTime() / 1000), ttl: STATUS_LIST_TTL_MS / 1000 }, { alg: 'EdDSA', typ: 'statuslist+jwt' },
  );
  return new SignJWT(payload).setProtectedHeader({ ...header, alg: 'EdDSA', kid: active.kid }).sign(active.key);
}

/** SD-JWT VC Issuer Metadata (/.well-known/jwt-vc-issuer): where a verifier finds the keys that `kid` names. */
export const jwtVcIssuerMetadata = (siteUrl: string, keysPath: string) => ({ issuer: siteOrigin(siteUrl), jwks_uri: `${siteOrigin(siteUrl)}${keysPath}` });
