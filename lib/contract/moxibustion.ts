import { z } from 'zod';
import { included } from './envelope';
import { RegionSchema } from './region';

// The moxibustion (艾灸) programme's public contract: batches (期) learners enrol in, the published
// list of admitted learners (names masked, no phone or ID number), and the programme's certificates
// (id_number masked).

/** A batch's life: enrolment open, closed, training, finished. */
export const MOXIBUSTION_BATCH_STATUSES = ['enrolling', 'closed', 'ongoing', 'finished'] as const;

export const MoxibustionBatchSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    level: z.string(),
    city_code: z.string().nullable(),
    venue: z.string().nullable(),
    organizer: z.string(),
    issuer: z.string().meta({ description: 'Who issues the certificates of this batch' }),
    enroll_start: z.string(),
    enroll_end: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    hours: z.number().int(),
    capacity: z.number().int(),
    enrolled_count: z.number().int(),
    seats_left: z.number().int(),
    fee_cents: z.number().int(),
    contact_phone: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'Sanitised on display' }),
    status: z.enum(MOXIBUSTION_BATCH_STATUSES),
    city: included(RegionSchema.nullable()).optional(),
  })
  .meta({ id: 'MoxibustionBatch' });
export type MoxibustionBatch = z.infer<typeof MoxibustionBatchSchema>;

export const MoxibustionEnrolleeSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'Masked: first and last character only' }),
    gender: z.number().int().nullable(),
    work_unit: z.string().nullable(),
    city_name: z.string().nullable(),
    enrolled_on: z.string(),
  })
  .meta({ id: 'MoxibustionEnrollee' });
export type MoxibustionEnrollee = z.infer<typeof MoxibustionEnrolleeSchema>;

export const MoxibustionCertificateSchema = z
  .object({
    cert_no: z.string(),
    name: z.string(),
    id_number: z.string().meta({ description: "Masked: first 4 characters, 10 '*', last 4" }),
    level: z.string(),
    issuer: z.string(),
    issued_on: z.string(),
    status: z.enum(['valid', 'revoked']),
    batch: z.object({ data: z.object({ id: z.number().int(), code: z.string(), title: z.string() }).nullable() }),
  })
  .meta({ id: 'MoxibustionCertificate' });
export type MoxibustionCertificate = z.infer<typeof MoxibustionCertificateSchema>;

/** One of the signed-in learner's own programme certificates: with the signed payload its QR code carries, which only the holder is shown. */
export const MyMoxibustionCertificateSchema = MoxibustionCertificateSchema.extend({
  check_url: z.string().nullable().meta({ description: 'What the QR code carries: the check page with the signed payload (compact JWS) in its fragment; null while unsigned' }),
  signing_kid: z.string().nullable().meta({ description: 'Id of the key that signed it (see /certificate-keys)' }),
}).meta({ id: 'MyMoxibustionCertificate' });
export type MyMoxibustionCertificate = z.infer<typeof MyMoxibustionCertificateSchema>;

export const MoxibustionSummarySchema = z
  .object({ batches: z.number().int(), enrolling_batches: z.number().int(), trained: z.number().int(), certified: z.number().int() })
  .meta({ id: 'MoxibustionSummary' });
export type MoxibustionSummary = z.infer<typeof MoxibustionSummarySchema>;

export type MoxibustionBatchStatus = MoxibustionBatch['status'];
