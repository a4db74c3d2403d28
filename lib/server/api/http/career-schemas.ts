import { z } from '@hono/zod-openapi';
import type * as C from '@/lib/api/career-types';
import { talentFields } from './schemas';

// Response schemas of the career area; the assertions at the bottom keep them equal to lib/api/career-types.ts.

const included = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
const ExamStatusSchema = z.enum(['scheduled', 'ongoing', 'finished', 'cancelled']);

export const MyExamSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    place: z.string().nullable(),
    pass_score: z.number().int(),
    status: ExamStatusSchema,
    class: included(z.object({ id: z.number().int(), title: z.string(), level: z.number().int(), organization: z.string().nullable() })),
    occupation: included(z.object({ code: z.string(), name: z.string() })),
    ticket: z.object({ ticket_no: z.string(), holder_name: z.string(), id_number: z.string() }).nullable(),
    result: z.object({ score: z.number().int(), passed: z.boolean() }).nullable(),
  })
  .openapi('MyExam');

export const ExamSessionSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    title: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    place: z.string().nullable(),
    pass_score: z.number().int(),
    status: ExamStatusSchema,
  })
  .openapi('ExamSession');

export const ExamResultSchema = z
  .object({
    id: z.number().int(),
    exam_id: z.number().int(),
    user_id: z.number().int(),
    enrollment_id: z.number().int().nullable(),
    ticket_no: z.string(),
    score: z.number().int().nullable(),
    passed: z.boolean().nullable(),
  })
  .openapi('ExamResult');

export const MyCertificateSchema = z
  .object({
    cert_no: z.string(),
    holder_name: z.string(),
    id_number: z.string(),
    occupation: included(z.object({ code: z.string(), name: z.string() })),
    level: z.number().int(),
    issuer: z.string(),
    issued_on: z.string(),
    status: z.enum(['valid', 'revoked']),
    revoked_reason: z.string().nullable(),
    content_hash: z.string(),
    verify_url: z.string().openapi({ description: 'The public verification page with cert_no and hash: what the QR code carries' }),
    class_id: z.number().int().nullable(),
  })
  .openapi('MyCertificate');

export const JobPostingSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    organization: included(z.object({ id: z.number().int(), name: z.string() })),
    occupation: included(z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable()),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    city_name: z.string().nullable(),
    salary_min: z.number().int().nullable(),
    salary_max: z.number().int().nullable(),
    headcount: z.number().int(),
    education: z.string().nullable(),
    experience: z.string().nullable(),
    description: z.string().nullable(),
    contact: z.string().nullable(),
    status: z.enum(['published', 'closed']),
    published_at: z.string().nullable(),
  })
  .openapi('JobPosting');

export const JobApplicationSchema = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    message: z.string().nullable(),
    status: z.enum(['submitted', 'viewed', 'interview', 'hired', 'rejected', 'withdrawn']),
    created_at: z.string(),
    updated_at: z.string(),
    job: included(
      z.object({
        id: z.number().int(),
        title: z.string(),
        organization: z.string(),
        city_name: z.string().nullable(),
        salary_min: z.number().int().nullable(),
        salary_max: z.number().int().nullable(),
        status: z.enum(['published', 'closed']),
      }),
    ),
  })
  .openapi('JobApplication');

export const TalentProfileSchema = z
  .object({ ...talentFields, is_public: z.boolean(), updated_at: z.string() })
  .openapi('TalentProfile');

export const TeacherApplicationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    id_number: z.string().nullable(),
    occupation: included(z.object({ id: z.number().int(), name: z.string() }).nullable()),
    qualifications: z.string().nullable(),
    files: z.array(z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() })),
    status: z.enum(['pending', 'approved', 'rejected']),
    reason: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('TeacherApplication');

export const MoxibustionEnrollmentSchema = z
  .object({
    id: z.number().int(),
    batch: z.string(),
    batch_id: z.number().int().nullable(),
    batch_title: z.string().nullable(),
    start_date: z.string().nullable(),
    venue: z.string().nullable(),
    name: z.string(),
    gender: z.number().int().nullable(),
    phone: z.string(),
    id_number: z.string(),
    work_unit: z.string().nullable(),
    city_code: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
    created_at: z.string(),
  })
  .openapi('MoxibustionEnrollment');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof MyExamSchema>, C.MyExam>(true);
same<z.infer<typeof ExamSessionSchema>, C.ExamSession>(true);
same<z.infer<typeof ExamResultSchema>, C.ExamResult>(true);
same<z.infer<typeof MyCertificateSchema>, C.MyCertificate>(true);
same<z.infer<typeof JobPostingSchema>, C.JobPosting>(true);
same<z.infer<typeof JobApplicationSchema>, C.JobApplication>(true);
same<z.infer<typeof TalentProfileSchema>, C.TalentProfile>(true);
same<z.infer<typeof TeacherApplicationSchema>, C.TeacherApplication>(true);
same<z.infer<typeof MoxibustionEnrollmentSchema>, C.MoxibustionEnrollment>(true);
