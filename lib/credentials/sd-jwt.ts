import { base64url, createLocalJWKSet, errors, jwtVerify } from 'jose';
import { SIGNING_ALGORITHMS } from './claims';
import { signedWhileKeyValid, type PublishedKeySet } from './verify';

// The learner's certificate as an SD-JWT VC (IETF SD-JWT-based Verifiable Credentials): building a
// presentation from it, and checking one with the published keys alone, in the browser or in Node.
// A presentation is the issuer-signed JWT followed by the disclosures the holder chose, each ending
// in '~' (no key binding: the holder has no key of their own). Issued by lib/server/credentials/sd-jwt-vc.ts.

export const SD_JWT_VC_TYPE = 'dc+sd-jwt';
/** The one selectively disclosable claim: the whole ID number. */
export const ID_NUMBER_CLAIM = 'id_number';
export type SdJwtKind = 'skills' | 'moxibustion';
const VCT_NAMES: Record<SdJwtKind, string> = { skills: 'vocational-skills-certificate', moxibustion: 'moxibustion-training-certificate' };
export const vctOf = (origin: string, kind: SdJwtKind) => `${origin}/credentials/${VCT_NAMES[kind]}`;

/** The check page's URL for a presentation: in the fragment, so neither the server nor its logs see it. */
export const presentationUrl = (origin: string, presentation: string) => `${origin}/cerQuery#sdjwt=${presentation}`;

const SD_JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+~(?:[A-Za-z0-9_-]+~)*$/;

/** The SD-JWT in what a scanner hands over: the check URL, its fragment, or the bare presentation. */
export function extractSdJwt(input: string): string | null {
  const text = input.trim();
  const candidate = /[#&]sdjwt=([A-Za-z0-9_.~-]+)/.exec(text)?.[1] ?? text;
  return SD_JWT_PATTERN.test(candidate) ? candidate : null;
}

/** A disclosure's claim name and value ([salt, name, value], base64url JSON); null when it is not one. */
export function readDisclosure(disclosure: string): { salt: string; name: string; value: unknown } | null {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(base64url.decode(disclosure))) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') return null;
    return { salt: parsed[0], name: parsed[1], value: parsed[2] };
  } catch {
    return null;
  }
}

/** The presentation the holder chose: the issuer's JWT, and the ID number's disclosure only when `withIdNumber`. */
export function presentation(sdJwt: string, withIdNumber: boolean): string {
  const [jwt, ...rest] = sdJwt.split('~');
  const chosen = rest.filter((d) => d && (withIdNumber || readDisclosure(d)?.name !== ID_NUMBER_CLAIM));
  return [jwt, ...chosen, ''].join('~');
}

export type SdJwtClaims = {
  iss: string; iat: number; vct: string; status?: { status_list?: { idx: number; uri: string } };
  cert_no: string; name: string; occupation: { name: string; code?: string }; level: string; issuing_body: string; issued_on: string;
  replaces?: string; id_number?: string;
};
export type SdJwtProblem = 'malformed' | 'unknown_key' | 'signature' | 'type' | 'claims' | 'key_period' | 'disclosure' | 'unsupported';
export type SdJwtCheck = { ok: true; claims: SdJwtClaims; kid: string; disclosed: string[] } | { ok: false; problem: SdJwtProblem };

async function digestOf(disclosure: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(disclosure))));
}

const isText = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 200;
function asClaims(value: Record<string, unknown>): SdJwtClaims | null {
  const occupation = value.occupation as { name?: unknown; code?: unknown } | undefined;
  const ok = isText(value.iss) && Number.isInteger(value.iat) && isText(value.vct) && isText(value.cert_no) && isText(value.name) && isText(occupation?.name) &&
    (occupation?.code === undefined || isText(occupation.code)) && isText(value.level) && isText(value.issuing_body) &&
    typeof value.issued_on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.issued_on) && (value.id_number === undefined || isText(value.id_number));
  return ok ? (value as SdJwtClaims) : null;
}

function problemOf(error: unknown): SdJwtProblem {
  if (error instanceof errors.JOSENotSupported || (error as { name?: string } | null)?.name === 'NotSupportedError') return 'unsupported';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown_key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWTClaimValidationFailed) return 'type';
  return 'malformed';
}

/**
 * Verifies a presentation: the issuer's signature with a published key that was in service when it
 * signed, then each disclosure's SHA-256 digest among the signed `_sd` digests. Returns the claims
 * with what was disclosed; a disclosure the issuer did not sign, or one given twice, fails it all.
 */
export async function verifySdJwt(sdJwt: string, keys: PublishedKeySet): Promise<SdJwtCheck> {
  if (!SD_JWT_PATTERN.test(sdJwt)) return { ok: false, problem: 'malformed' };
  const [jwt, ...rest] = sdJwt.split('~');
  const disclosures = rest.slice(0, -1);
  let payload: Record<string, unknown>;
  let kid: string;
  try {
    const verified = await jwtVerify(jwt, createLocalJWKSet(keys), { algorithms: SIGNING_ALGORITHMS, typ: SD_JWT_VC_TYPE });
    payload = verified.payload as Record<string, unknown>;
    kid = String(verified.protectedHeader.kid);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  if (!signedWhileKeyValid(keys, kid, payload.iat)) return { ok: false, problem: 'key_period' };
  const { _sd: digests = [], _sd_alg: alg, ...plain } = payload as { _sd?: unknown; _sd_alg?: unknown } & Record<string, unknown>;
  if (!Array.isArray(digests) || (digests.length > 0 && alg !== 'sha-256')) return { ok: false, problem: 'disclosure' };
  const seen = new Set<string>();
  const disclosed: string[] = [];
  for (const disclosure of disclosures) {
    const digest = await digestOf(disclosure);
    const read = readDisclosure(disclosure);
    if (!read || seen.has(digest) || !digests.includes(digest) || read.name in plain || read.name.startsWith('_')) return { ok: false, problem: 'disclosure' };
    seen.add(digest);
    plain[read.name] = read.value;
    disclosed.push(read.name);
  }
  const claims = asClaims(plain);
  return claims ? { ok: true, claims, kid, disclosed } : { ok: false, problem: 'claims' };
}
