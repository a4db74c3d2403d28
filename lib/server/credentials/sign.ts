import { CompactSign, SignJWT, type JWTPayload } from 'jose';
import { canonicalJson, CERTIFICATE_JWS_TYPE, REVOCATION_JWS_TYPE, type CertificateClaims, type RevocationClaims } from '@/lib/credentials/claims';
import { signer, type Signer } from './keys';

// Every signature the platform makes: certificate payloads and revocation notices as compact JWS
// over JCS-canonical JSON, wallet credentials and the status list as VC-JOSE (vc+jwt).

export type SignedPayload = { jws: string; kid: string; payload: string };

async function signCanonical(value: object, typ: string, using?: Signer): Promise<SignedPayload> {
  const { kid, key } = using ?? (await signer());
  const payload = canonicalJson(value);
  const jws = await new CompactSign(new TextEncoder().encode(payload)).setProtectedHeader({ alg: 'EdDSA', kid, typ }).sign(key);
  return { jws, kid, payload };
}

export const signCertificateClaims = (claims: CertificateClaims, using?: Signer) => signCanonical(claims, CERTIFICATE_JWS_TYPE, using);
export const signRevocation = (claims: RevocationClaims, using?: Signer) => signCanonical(claims, REVOCATION_JWS_TYPE, using);

/**
 * A W3C VC 2.0 document secured with VC-JOSE: the credential is the JWT payload (typ vc+jwt, cty vc),
 * with `iss` the issuer's DID and `kid` the DID URL of the key (did.ts publishes the DID document).
 */
export async function signVcJwt(credential: Record<string, unknown>, claims: JWTPayload & { iss: string }, using?: Signer): Promise<string> {
  const { kid, key } = using ?? (await signer());
  return new SignJWT({ ...credential, ...claims }).setProtectedHeader({ alg: 'EdDSA', kid: `${claims.iss}#${kid}`, typ: 'vc+jwt', cty: 'vc' }).sign(key);
}
