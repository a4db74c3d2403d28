import { z } from 'zod';
import { maskedIdNumber } from './person';

// A certificate of the back-office register (routes/manage-certificates.ts): a row of the list, and
// the detail with its history; the certificates pages read them.

const int = () => z.number().int();

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

export const CertificateRowSchema = z
  .object({
    id: int(), cert_no: z.string(), holder_name: z.string(), id_number: maskedIdNumber, occupation_code: z.string(), occupation_name: z.string(),
    level: int(), issuer: z.string(), issued_on: z.string(), status: z.enum(CERTIFICATE_STATUSES), revoked_reason: z.string().nullable(),
    replaces_id: int().nullable(), class_id: int().nullable(), class_title: z.string().nullable(), content_hash: z.string(), created_at: z.string(),
    signing_kid: z.string().nullable().meta({ description: 'The key that signed its payload (see /certificate-keys); null while unsigned' }), signed_at: z.string().nullable(),
  })
  .meta({ id: 'ManagedCertificate' });
export type ManagedCertificate = z.infer<typeof CertificateRowSchema>;

export const CertificateDetailSchema = CertificateRowSchema.extend({
  events: z.object({ data: z.array(z.object({ id: int(), action: z.string(), reason: z.string().nullable(), manager: z.string().nullable(), created_at: z.string() })) }),
  replaced_by: z.object({ id: int(), cert_no: z.string() }).nullable(),
  verify_url: z.string().meta({ description: 'The public verification page with cert_no and hash' }),
  check_url: z.string().nullable().meta({ description: 'What its QR code carries: the check page with the signed payload in its fragment; null while unsigned' }),
});
export type CertificateDetail = z.infer<typeof CertificateDetailSchema>;
