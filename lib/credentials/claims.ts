import canonicalize from 'canonicalize';

// What a certificate's QR code carries: these claims as RFC 8785 (JCS) JSON, signed as a compact
// JWS. Shared by the server that signs, the check page in the browser and `npm run cert:verify`.

/** 2 since issue 30: no binding of the ID number (v1's `idh`/`salt`), and the signing time in `iat`. */
export const CLAIMS_VERSION = 2;
/** The JWS `typ` of a certificate payload, so a status list or wallet credential is never taken for one. */
export const CERTIFICATE_JWS_TYPE = 'cert+jws';
/** The JWS `typ` of a revocation notice (date, reason and any replacement, signed at revocation). */
export const REVOCATION_JWS_TYPE = 'cert-revocation+jws';
export const SIGNING_ALGORITHMS = ['EdDSA', 'Ed25519'];

export type CertificateClaims = {
  v: typeof CLAIMS_VERSION;
  /** Certificate number. */
  no: string;
  /** Holder's name. */
  name: string;
  /** Masked ID number, as printed. Nothing derived from the whole number is carried: the holder-check API answers yes/no online. */
  id: string;
  /** Occupation (or programme) and its code in the national classification; null when it has none. */
  occ: string;
  occCode: string | null;
  /** Skills level 1-5, or the programme's level as printed. */
  level: number | string;
  /** Evaluation body that issued it. */
  issuer: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** Index in the published revocation status list, drawn at random. */
  idx: number;
  /** Signing time, seconds since the epoch: a key retired before it cannot have signed the payload. */
  iat: number;
  /** Number of the certificate this one replaces (a reissue). */
  prev?: string;
};

/** `iat`: signing time, seconds since the epoch, held to its key's period like a payload's (notices from before issue 30 have none). */
export type RevocationClaims = { no: string; at: string; reason: string; by?: string; iat?: number };

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('not serialisable as JSON');
  return text;
}

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** The claims when every field has its type; null for anything else (a forged or foreign payload). */
export function asCertificateClaims(value: unknown): CertificateClaims | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const c = value as Record<string, unknown>;
  const ok =
    c.v === CLAIMS_VERSION && isText(c.no, 40) && isText(c.name, 60) && isText(c.id, 30) && c.idh === undefined && c.salt === undefined &&
    isText(c.occ) && (c.occCode === null || isText(c.occCode, 30)) && (typeof c.level === 'number' || isText(c.level, 40)) &&
    isText(c.issuer) && typeof c.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.date) && Number.isInteger(c.idx) && (c.idx as number) >= 0 &&
    Number.isInteger(c.iat) && (c.iat as number) > 0 &&
    (c.prev === undefined || isText(c.prev, 40));
  return ok ? (c as CertificateClaims) : null;
}

export function asRevocationClaims(value: unknown): RevocationClaims | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  const iatOk = r.iat === undefined || (Number.isInteger(r.iat) && (r.iat as number) > 0);
  return isText(r.no, 40) && isText(r.at, 40) && isText(r.reason, 400) && (r.by === undefined || isText(r.by, 40)) && iatOk ? (r as RevocationClaims) : null;
}

/** The check page's URL for a payload: in the fragment, so neither the server nor its logs see it. */
export function checkUrl(siteUrl: string, jws: string): string {
  return `${new URL('/cerQuery', siteUrl).toString()}#cert=${jws}`;
}

const JWS_PATTERN = /[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{40,}/;

/** The compact JWS in what a scanner hands over: the check URL, its fragment, or the bare payload. */
export function extractJws(input: string): string | null {
  const text = input.trim();
  const fragment = /[#&?]cert=([A-Za-z0-9_.-]+)/.exec(text);
  const candidate = fragment ? fragment[1] : text;
  const match = JWS_PATTERN.exec(candidate);
  return match && match[0] === candidate ? candidate : null;
}
