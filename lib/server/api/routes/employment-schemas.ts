import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { managerAccess } from '../http/access';
import { pageParams } from '../http/pagination';
import { binaryField, errorResponse } from '../http/schemas';
import { XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { flagParam } from '../http/validation';
import { idRef, intParam, keywordParam, MAX_ID } from '@/lib/contract/fields';
import { maskedIdNumber, maskedPhone } from '@/lib/contract/person';
import { EMPLOYER_STATUSES } from '@/lib/contract/job-admin';
import type { Permission } from '@/lib/contract/permissions';

// Request and answer shapes of the back-office talents and jobs (manage-talents.ts, manage-jobs.ts).

export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };
export const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });
export const jsonBody = (schema: z.ZodType) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const manageRoute = (tags: string[]) =>
  (method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: Pick<RouteConfig, 'request' | 'responses'>) =>
    createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const regionCode = z.string().trim().regex(/^\d{6}$/, '必须是 6 位地区代码。');

export const JOB_STATUSES = ['pending', 'published', 'rejected', 'closed'] as const;
export const JobFilters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the title or the organisation' }),
  status: z.enum(JOB_STATUSES).optional(), city_code: regionCode.optional(), occupation_id: idRef().optional(), organization_id: idRef().optional(),
});
export const JobListQuery = JobFilters.extend({ sort: z.enum(['newest', 'oldest', 'published', 'salary', 'applications']).default('newest'), ...pageParams });

export { JobBody } from '@/lib/contract/job-admin';

export const ReviewBody = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(200).optional() })
  .superRefine((v, ctx) => {
    if (!v.approve && (!v.reason || v.reason.length < 2)) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写驳回原因（至少 2 个字）。' });
  })
  .openapi('JobReviewBody');

export const ManagedJobSchema = z
  .object({
    id: z.number().int(), title: z.string(), organization_id: z.number().int(), organization_name: z.string(), occupation_id: z.number().int().nullable(),
    occupation_name: z.string().nullable(), city_code: z.string().nullable(), city_name: z.string().nullable(), area_code: z.string().nullable(),
    salary_min: z.number().int().nullable(), salary_max: z.number().int().nullable(), headcount: z.number().int(), education: z.string().nullable(),
    experience: z.string().nullable(), description: z.string().nullable(), contact: z.string().nullable(), status: z.enum(JOB_STATUSES),
    review_reason: z.string().nullable(), published_at: z.string().nullable(), reviewed_at: z.string().nullable(), applications_count: z.number().int(),
    created_at: z.string(), updated_at: z.string(),
  })
  .openapi('ManagedJob');

export const ApplicantQuery = z.object({ status: z.enum(['submitted', ...EMPLOYER_STATUSES, 'withdrawn']).optional(), ...pageParams });
export const applicantParams = z.object({
  id: intParam(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  application_id: intParam(1, MAX_ID).openapi({ param: { name: 'application_id', in: 'path' }, example: 1 }),
});
export const ApplicantSchema = z
  .object({
    id: z.number().int(), job_id: z.number().int(), status: z.string(), message: z.string().nullable(), note: z.string().nullable(), name: z.string(),
    phone: maskedPhone, id_number: maskedIdNumber.nullable(), gender: z.number().int().nullable(), birth_year: z.number().int().nullable(),
    education: z.string().nullable(), expected_job: z.string().nullable(), occupation_name: z.string().nullable(), skill_level: z.number().int().nullable(),
    created_at: z.string(), updated_at: z.string(),
  })
  .openapi('JobApplicant');

export const TalentFilters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the name or the job sought, or an exact phone' }),
  occupation_id: idRef().optional(), city_code: regionCode.optional(), education: z.string().trim().max(30).optional(),
  is_public: flagParam.optional(), status: z.enum(['active', 'hidden']).optional(),
});
export const TalentListQuery = TalentFilters.extend(pageParams);
export const ManagedTalentSchema = z
  .object({
    id: z.number().int(), user_id: z.number().int().nullable(), name: z.string(), gender: z.number().int().nullable(), birth_year: z.number().int().nullable(),
    education: z.string().nullable(), occupation_id: z.number().int().nullable(), occupation_name: z.string().nullable(), skill_level: z.number().int().nullable(),
    city_code: z.string().nullable(), city_name: z.string().nullable(), expected_job: z.string().nullable(), expected_salary: z.string().nullable(),
    introduction: z.string().nullable(), phone: maskedPhone.nullable(), is_public: z.boolean(), status: z.enum(['active', 'hidden']),
    created_at: z.string(), updated_at: z.string(),
  })
  .openapi('ManagedTalent');
