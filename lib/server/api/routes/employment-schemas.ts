import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { managerAccess } from '../http/access';
import { pageParams } from '../http/pagination';
import { binaryField, errorResponse } from '../http/schemas';
import { XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { flagParam } from '../http/validation';
import { idRef, intParam, keywordParam, MAX_ID } from '@/lib/contract/fields';
import { EMPLOYER_STATUSES, JOB_STATUSES } from '@/lib/contract/job-admin';
import type { Permission } from '@/lib/contract/permissions';
import { TALENT_RECORD_STATUSES } from '@/lib/contract/talent-admin';

// Request and answer shapes of the back-office talents and jobs (manage-talents.ts, manage-jobs.ts).

export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };
export const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const manageRoute = (tags: string[]) =>
  <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
    createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const regionCode = z.string().trim().regex(/^\d{6}$/, '必须是 6 位地区代码。');

export const JobFilters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the title or the organisation' }),
  status: z.enum(JOB_STATUSES).optional(), city_code: regionCode.optional(), occupation_id: idRef().optional(), organization_id: idRef().optional(),
});
export const JobListQuery = JobFilters.extend({ sort: z.enum(['newest', 'oldest', 'published', 'salary', 'applications']).default('newest'), ...pageParams });

export { ApplicantSchema, JobBody, ManagedJobSchema } from '@/lib/contract/job-admin';
export { ManagedTalentSchema } from '@/lib/contract/talent-admin';

export const ReviewBody = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(200).optional() })
  .superRefine((v, ctx) => {
    if (!v.approve && (!v.reason || v.reason.length < 2)) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写驳回原因（至少 2 个字）。' });
  })
  .openapi('JobReviewBody');

export const ApplicantQuery = z.object({ status: z.enum(['submitted', ...EMPLOYER_STATUSES, 'withdrawn']).optional(), ...pageParams });
export const applicantParams = z.object({
  id: intParam(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  application_id: intParam(1, MAX_ID).openapi({ param: { name: 'application_id', in: 'path' }, example: 1 }),
});

export const TalentFilters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the name or the job sought, or an exact phone' }),
  occupation_id: idRef().optional(), city_code: regionCode.optional(), education: z.string().trim().max(30).optional(),
  is_public: flagParam.optional(), status: z.enum(TALENT_RECORD_STATUSES).optional(),
});
export const TalentListQuery = TalentFilters.extend(pageParams);
