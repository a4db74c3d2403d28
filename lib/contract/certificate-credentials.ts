import { z } from 'zod';

// Signed certificates' public documents (routes/certificate-credentials.ts, issue 22): the published
// signing keys, the issuer's DID document and metadata, the Open Badges key, and the register's entry
// the check page reads. The standard documents keep their standards' shapes (not enveloped).

export const SigningKeySchema = z
  .object({
    kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig'),
    valid_from: z.string(), valid_until: z.string().optional(),
  })
  .meta({ id: 'CertificateSigningKey' });
export type SigningKey = z.infer<typeof SigningKeySchema>;

export const KeySetSchema = z.object({ keys: z.array(SigningKeySchema) }).meta({ id: 'CertificateKeySet' });
export const IssuerDidDocumentSchema = z.object({ id: z.string() }).passthrough().meta({ id: 'IssuerDidDocument' });
export const JwtVcIssuerMetadataSchema = z.object({ issuer: z.string(), jwks_uri: z.string() }).meta({ id: 'JwtVcIssuerMetadata' });
export const OpenBadgesKeySchema = z
  .object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), kid: z.string(), alg: z.literal('RS256'), use: z.literal('sig') })
  .meta({ id: 'OpenBadgesKey' });

export const RegisterEntrySchema = z
  .object({
    cert_no: z.string(), kind: z.enum(['skills', 'moxibustion']),
    fields: z.object({
      no: z.string(), name: z.string(), id: z.string(), occ: z.string(), occCode: z.string().nullable(), level: z.union([z.number(), z.string()]),
      issuer: z.string(), date: z.string(), prev: z.string().optional(),
    }).meta({ description: 'What the certificate says in the register now, in the names of the signed payload (ID number masked)' }),
    status: z.enum(['valid', 'revoked']), revoked_at: z.string().nullable(), revoked_reason: z.string().nullable(), replaced_by: z.string().nullable(),
    kid: z.string().nullable().meta({ description: 'The key that signed its payload; null while unsigned' }), signed_at: z.string().nullable(),
    revocation: z.string().nullable().meta({ description: 'The signed revocation notice (compact JWS, typ cert-revocation+jws) when revoked' }),
  })
  .meta({ id: 'CertificateRegisterEntry' });
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;
