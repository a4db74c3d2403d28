import { z } from '@hono/zod-openapi';
import { pageParams } from '../http/pagination';
import { ManageClassFilters } from '@/lib/contract/class-admin';
import { keywordParam } from '@/lib/contract/fields';

// Requests and answers of the back-office class operations (routes/manage-classes.ts).

export { ClassCreateBody, ClassUpdateBody, ManageClassFilters, MANAGE_CLASS_SORTS, RosterEntrySchema } from '@/lib/contract/class-admin';
export type { ClassCreateInput, ClassUpdateInput } from '@/lib/contract/class-admin';

export const ManageClassListQuery = ManageClassFilters.extend(pageParams);

export const RosterQuery = z.object({ ...pageParams, keyword: keywordParam.optional() });
