import { z } from 'zod';
import { maskedIdNumber, maskedPhone } from './person';

// The moxibustion programme as the back office reads it (routes/manage-moxibustion-enrollments.ts,
// manage-moxibustion-certificates.ts): an enrolment to review, a programme certificate, and what a
// bulk review or an issue did. The programme pages read these.

const int = () => z.number().int();

export const MOX_ENROLLMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export const ManagedMoxEnrollmentSchema = z
  .object({
    id: int(), batch_id: int().nullable(), batch_code: z.string(), batch_title: z.string().nullable(), name: z.string(),
    gender: int().nullable(), phone: maskedPhone, id_number: maskedIdNumber, work_unit: z.string().nullable(), city_code: z.string().nullable(),
    city_name: z.string().nullable(), status: z.string(), review_reason: z.string().nullable(), reviewer: z.string().nullable(), reviewed_at: z.string().nullable(),
    created_at: z.string(), cert_no: z.string().nullable(),
  })
  .meta({ id: 'ManagedMoxibustionEnrollment' });
export type MoxEnrollment = z.infer<typeof ManagedMoxEnrollmentSchema>;

export const MoxReviewReportSchema = z.object({ reviewed: z.array(int()), skipped: z.array(int()) }).meta({ id: 'MoxibustionReviewReport' });
export type MoxReviewReport = z.infer<typeof MoxReviewReportSchema>;

export const MOX_CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

export const ManagedMoxCertificateSchema = z
  .object({
    id: int(), cert_no: z.string(), enrollment_id: int().nullable(), name: z.string(), id_number: z.string(), level: z.string(),
    issuer: z.string(), issued_on: z.string(), status: z.enum(MOX_CERTIFICATE_STATUSES), revoked_reason: z.string().nullable(), revoked_at: z.string().nullable(),
    revoked_by: z.string().nullable(), issued_by: z.string().nullable(), batch_id: int().nullable(), batch_title: z.string().nullable(), created_at: z.string(),
    signing_kid: z.string().nullable().meta({ description: 'The key that signed its payload (see /certificate-keys); null while unsigned' }), signed_at: z.string().nullable(),
    check_path: z.string().nullable().meta({ description: 'The check page with the signed payload in its fragment (what its QR code carries); null while unsigned' }),
  })
  .meta({ id: 'ManagedMoxibustionCertificate' });
export type MoxCertificate = z.infer<typeof ManagedMoxCertificateSchema>;

export const MoxIssueReportSchema = z
  .object({ issued: z.array(ManagedMoxCertificateSchema), skipped: z.array(z.object({ enrollment_id: int(), reason: z.string() })) })
  .meta({ id: 'MoxibustionIssueReport' });
export type MoxIssueReport = z.infer<typeof MoxIssueReportSchema>;
