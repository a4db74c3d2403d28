import { z } from 'zod';
import { included } from './envelope';

// A public certificate record. id_number is masked, and nothing computed from the whole number is
// answered (issue 30): whether a number is the holder's is asked through the holder check, yes or no.

/** What a certificate states, the same in the public record and in the learner's own list (career.ts MyCertificate). */
export const CertificateFieldsSchema = z.object({
  cert_no: z.string(),
  holder_name: z.string(),
  id_number: z.string().meta({ description: "Masked: first 4 characters, 10 '*', last 4" }),
  occupation: included(z.object({ code: z.string(), name: z.string() })),
  level: z.number().int(),
  issuer: z.string(),
  issued_on: z.string(),
  status: z.enum(['valid', 'revoked']),
  revoked_reason: z.string().nullable(),
});

export const CertificateSchema = CertificateFieldsSchema
  .extend({
    content_intact: z.boolean().meta({ description: 'The stored fields still match the fingerprint taken at issue (kept on the server, never answered)' }),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificateStatus = Certificate['status'];

/** The holder check's whole answer: whether the number is the one the certificate was issued to. */
export const HolderCheckSchema = z.object({ match: z.boolean() }).meta({ id: 'HolderCheck' });
export type HolderCheck = z.infer<typeof HolderCheckSchema>;
