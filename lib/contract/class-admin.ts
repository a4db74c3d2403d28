import { z } from 'zod';
import { dateParam, idRef, intParam, keywordParam, regionCode } from './fields';
import { ClassStatusSchema } from './class-status';

// The back office's class contract: the list filters, and the body a class form (or a row of the
// class import sheet) writes. Routes validate and document with these; services take their output.

export const MANAGE_CLASS_SORTS = ['-created_at', 'created_at', 'start_date', '-start_date', 'title', '-enrolled_count'] as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional().transform((v) => (v ? v : null));
const money = z.number().int().min(0).max(100_000_000).meta({ description: 'Amount in fen (cents)' });

export const ManageClassFilters = z.object({
  keyword: keywordParam.optional(),
  status: ClassStatusSchema.optional(),
  city_code: regionCode.optional(),
  area_code: regionCode.optional(),
  organization_id: idRef().optional(),
  occupation_id: idRef().optional(),
  level: intParam(1, 5).optional(),
  start_from: dateParam.optional(),
  start_to: dateParam.optional(),
  sort: z.enum(MANAGE_CLASS_SORTS).default('-created_at'),
});
export type ManageClassFilters = z.infer<typeof ManageClassFilters>;

/** Every field a class form writes; required ones are required on create, all are optional on edit. */
const fields = {
  title: text(60).min(2),
  occupation_id: idRef(),
  level: z.number().int().min(1).max(5),
  organization_id: idRef().nullable().optional(),
  city_code: regionCode,
  area_code: regionCode.nullable().optional(),
  address: optionalText(200),
  enroll_start: dateParam.nullable().optional(),
  enroll_end: dateParam.nullable().optional(),
  start_date: dateParam,
  end_date: dateParam,
  schedule: optionalText(200),
  hours: z.number().int().min(1).max(2000),
  capacity: z.number().int().min(1).max(10_000),
  fee_cents: money,
  subsidy_cents: money,
  cover: optionalText(500),
  description: optionalText(5000),
  requires_verification: z.boolean(),
  is_hot: z.boolean(),
  /** Refuse completion below the required hours (else it is only warned about). */
  completion_requires_hours: z.boolean(),
  teacher_ids: z.array(idRef()).max(20),
};

export const ClassCreateBody = z
  .object({
    ...fields,
    hours: fields.hours.default(40),
    fee_cents: fields.fee_cents.default(0),
    subsidy_cents: fields.subsidy_cents.default(0),
    requires_verification: fields.requires_verification.default(true),
    is_hot: fields.is_hot.default(false),
    completion_requires_hours: fields.completion_requires_hours.default(false),
    teacher_ids: fields.teacher_ids.default([]),
  })
  .strict()
  .meta({ id: 'ClassCreateBody' });
export type ClassCreateInput = z.infer<typeof ClassCreateBody>;

export const ClassUpdateBody = z.object(fields).partial().strict().meta({ id: 'ClassUpdateBody' });
export type ClassUpdateInput = z.infer<typeof ClassUpdateBody>;

// A learner on a class's roster (GET /manage/classes/{id}/enrollments): the class's roster tab reads it.
export const RosterEntrySchema = z
  .object({
    enrollment_id: z.number().int(),
    user_id: z.number().int(),
    real_name: z.string(),
    phone: z.string(),
    id_number: z.string(),
    status: z.string(),
    study_seconds: z.number().int(),
    study_hours: z.number(),
    exam: z.object({ exam_id: z.number().int(), title: z.string(), ticket_no: z.string(), score: z.number().nullable(), passed: z.boolean().nullable() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ClassRosterEntry' });
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

/** An uploaded class cover (POST /manage/classes/cover): its file id and public address. */
export const ClassCoverSchema = z.object({ id: z.number().int(), url: z.string() }).meta({ id: 'ClassCover' });
export type ClassCover = z.infer<typeof ClassCoverSchema>;
