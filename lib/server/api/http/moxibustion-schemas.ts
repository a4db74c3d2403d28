import { z } from '@hono/zod-openapi';
import type * as M from '@/lib/api/moxibustion-types';
import { RegionSchema } from './schemas';

// Response schemas of the moxibustion programme; the assertions keep them identical to lib/api/moxibustion-types.ts.

export const MoxibustionBatchSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    level: z.string(),
    city_code: z.string().nullable(),
    venue: z.string().nullable(),
    organizer: z.string(),
    issuer: z.string().openapi({ description: 'Who issues the certificates of this batch' }),
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
    description: z.string().nullable().openapi({ description: 'Sanitised on display' }),
    status: z.enum(['enrolling', 'closed', 'ongoing', 'finished']),
    city: z.object({ data: RegionSchema.nullable() }).optional(),
  })
  .openapi('MoxibustionBatch');

export const MoxibustionEnrolleeSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'Masked: first and last character only' }),
    gender: z.number().int().nullable(),
    work_unit: z.string().nullable(),
    city_name: z.string().nullable(),
    enrolled_on: z.string(),
  })
  .openapi('MoxibustionEnrollee');

export const MoxibustionCertificateSchema = z
  .object({
    cert_no: z.string(),
    name: z.string(),
    id_number: z.string().openapi({ description: "Masked: first 4 characters, 10 '*', last 4" }),
    level: z.string(),
    issuer: z.string(),
    issued_on: z.string(),
    status: z.enum(['valid', 'revoked']),
    batch: z.object({ data: z.object({ id: z.number().int(), code: z.string(), title: z.string() }).nullable() }),
  })
  .openapi('MoxibustionCertificate');

export const MoxibustionSummarySchema = z
  .object({ batches: z.number().int(), enrolling_batches: z.number().int(), trained: z.number().int(), certified: z.number().int() })
  .openapi('MoxibustionSummary');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof MoxibustionBatchSchema>, M.MoxibustionBatch>(true);
same<z.infer<typeof MoxibustionEnrolleeSchema>, M.MoxibustionEnrollee>(true);
same<z.infer<typeof MoxibustionCertificateSchema>, M.MoxibustionCertificate>(true);
same<z.infer<typeof MoxibustionSummarySchema>, M.MoxibustionSummary>(true);
