import { z } from 'zod';
import { MAX_ID } from './fields';
import { maskedIdNumber, maskedPhone } from './person';

// The job a back-office manager (an enterprise, or a government manager for one) posts or edits.
// routes/manage-jobs.ts validates and documents with it; the job form checks with it before sending.

const regionCode = z.string().trim().regex(/^\d{6}$/, '必须是 6 位地区代码。');
const refId = z.number().int().min(1).max(MAX_ID);
const text = (max: number) => z.string().trim().max(max).nullable().optional();

export const JobBody = z
  .object({
    title: z.string().trim().min(2, '岗位名称至少 2 个字。').max(120),
    organization_id: refId.nullable().optional().meta({ description: 'Required for government managers; an organisation account posts for its own' }),
    occupation_id: refId.nullable().optional(),
    city_code: regionCode,
    area_code: regionCode.nullable().optional(),
    salary_min: z.number().int().min(0).max(1_000_000).nullable().optional(),
    salary_max: z.number().int().min(0).max(1_000_000).nullable().optional(),
    headcount: z.number().int().min(1, '招聘人数至少为 1。').max(9999),
    education: text(30), experience: text(30), description: text(5000), contact: text(100),
  })
  .superRefine((v, ctx) => {
    if (v.salary_min != null && v.salary_max != null && v.salary_max < v.salary_min) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: '最高月薪不能低于最低月薪。' });
    }
  })
  .meta({ id: 'ManagedJobBody' });

/** What an employer may answer an applicant; submitted and withdrawn are the learner's own. */
export const EMPLOYER_STATUSES = ['viewed', 'interview', 'hired', 'rejected'] as const;

// routes/manage-jobs.ts validates an answer with it; the applicants panel checks with it before sending.
export const ApplicantStatusBody = z
  .object({ status: z.enum(EMPLOYER_STATUSES), note: z.string().trim().max(500).optional() })
  .meta({ id: 'ApplicantStatusBody' });

export const JOB_STATUSES = ['pending', 'published', 'rejected', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const int = () => z.number().int();

// A job as the back-office lists and shows it (routes/manage-jobs.ts); the jobs page and its forms read it.
export const ManagedJobSchema = z
  .object({
    id: int(), title: z.string(), organization_id: int(), organization_name: z.string(), occupation_id: int().nullable(),
    occupation_name: z.string().nullable(), city_code: z.string().nullable(), city_name: z.string().nullable(), area_code: z.string().nullable(),
    salary_min: int().nullable(), salary_max: int().nullable(), headcount: int(), education: z.string().nullable(),
    experience: z.string().nullable(), description: z.string().nullable(), contact: z.string().nullable(), status: z.enum(JOB_STATUSES),
    review_reason: z.string().nullable(), published_at: z.string().nullable(), reviewed_at: z.string().nullable(), applications_count: int(),
    created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedJob' });
export type ManagedJob = z.infer<typeof ManagedJobSchema>;

// One applicant of a job, phone and ID number masked; the applicants panel lists them.
export const ApplicantSchema = z
  .object({
    id: int(), job_id: int(), status: z.string(), message: z.string().nullable(), note: z.string().nullable(), name: z.string(),
    phone: maskedPhone, id_number: maskedIdNumber.nullable(), gender: int().nullable(), birth_year: int().nullable(),
    education: z.string().nullable(), expected_job: z.string().nullable(), occupation_name: z.string().nullable(), skill_level: int().nullable(),
    created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'JobApplicant' });
export type Applicant = z.infer<typeof ApplicantSchema>;
