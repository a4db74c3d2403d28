import { z } from 'zod';
import { included } from './envelope';

// A public certificate record; id_number is masked, content_intact says whether content_hash still matches the stored fields.

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
  content_hash: z.string().meta({ description: 'sha256 of cert_no|holder_name|id_number|occupation code|level|issuer|issued_on' }),
});

export const CertificateSchema = CertificateFieldsSchema
  .extend({
    content_intact: z.boolean().meta({ description: 'The hash recomputed from the stored fields equals content_hash' }),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificateStatus = Certificate['status'];
