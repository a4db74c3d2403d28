import { z } from 'zod';
import { CertificateFieldsSchema } from './certificate';
import { included } from './envelope';
import { talentFields } from './talent';

// The career area's contract: a learner's exams, admission tickets and results, certificates, job
// postings and applications, talent profile, teacher applications and moxibustion enrolments.

export const ExamStatusSchema = z.enum(['scheduled', 'ongoing', 'finished', 'cancelled']);

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
  .meta({ id: 'MyExam' });
export type MyExam = z.infer<typeof MyExamSchema>;

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
  .meta({ id: 'ExamSession' });
export type ExamSession = z.infer<typeof ExamSessionSchema>;

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
  .meta({ id: 'ExamResult' });
export type ExamResult = z.infer<typeof ExamResultSchema>;

export const MyCertificateSchema = CertificateFieldsSchema
  .extend({
    verify_url: z.string().meta({ description: 'The public verification page: /cerQuery?cert_no=N (nothing else)' }),
    check_url: z.string().nullable().meta({ description: 'What the QR code carries: the check page with the signed payload (compact JWS) in its fragment; null while unsigned' }),
    signing_kid: z.string().nullable().meta({ description: 'Id of the key that signed it (see /certificate-keys)' }),
    class_id: z.number().int().nullable(),
  })
  .meta({ id: 'MyCertificate' });
export type MyCertificate = z.infer<typeof MyCertificateSchema>;

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
  .meta({ id: 'JobPosting' });
export type JobPosting = z.infer<typeof JobPostingSchema>;

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
  .meta({ id: 'JobApplication' });
export type JobApplication = z.infer<typeof JobApplicationSchema>;

export const TalentProfileSchema = z
  .object({ ...talentFields, is_public: z.boolean(), updated_at: z.string() })
  .meta({ id: 'TalentProfile' });
export type TalentProfile = z.infer<typeof TalentProfileSchema>;

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
  .meta({ id: 'TeacherApplication' });
export type TeacherApplication = z.infer<typeof TeacherApplicationSchema>;

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
  .meta({ id: 'MoxibustionEnrollment' });
export type MoxibustionEnrollment = z.infer<typeof MoxibustionEnrollmentSchema>;

export type ExamStatus = z.infer<typeof ExamStatusSchema>;
export type AdmissionTicket = NonNullable<MyExam['ticket']>;
export type JobApplicationStatus = JobApplication['status'];
export type TeacherApplicationStatus = TeacherApplication['status'];
export type MoxibustionEnrollmentStatus = MoxibustionEnrollment['status'];
