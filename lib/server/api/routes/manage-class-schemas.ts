import { z } from '@hono/zod-openapi';
import { pageParams } from '../http/pagination';
import { ManageClassFilters } from '@/lib/contract/class-admin';
import { keywordParam } from '@/lib/contract/fields';

// Requests and answers of the back-office class operations (routes/manage-classes.ts).

export { ClassCreateBody, ClassUpdateBody, ManageClassFilters, MANAGE_CLASS_SORTS } from '@/lib/contract/class-admin';
export type { ClassCreateInput, ClassUpdateInput } from '@/lib/contract/class-admin';

export const ManageClassListQuery = ManageClassFilters.extend(pageParams);

export const RosterQuery = z.object({ ...pageParams, keyword: keywordParam.optional() });

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
  .openapi('ClassRosterEntry');
