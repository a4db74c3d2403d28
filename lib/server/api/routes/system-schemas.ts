import { z } from '@hono/zod-openapi';
import { pageParams } from '../http/pagination';
import { flagParam } from '../http/validation';
import { dateParam, idRef, keywordParam } from '@/lib/contract/fields';

// Requests and answers of the back-office system administration (routes/system-*.ts). The bodies the
// forms write are in lib/contract/system-admin.ts, so the forms check them before sending.

export {
  ManagerCreateBody, ManagerUpdateBody, NavbarCreateBody, NavbarReorderBody, NavbarUpdateBody, OrganizationCreateBody, OrganizationUpdateBody,
  RoleCreateBody, RoleUpdateBody, SidebarCreateBody, SidebarReorderBody, SidebarUpdateBody,
} from '@/lib/contract/system-admin';

const regionCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位行政区划代码。').openapi({ pattern: '^\\d{6}$' });

export { PasswordIssuedSchema as PasswordIssued } from '@/lib/contract/manager-admin';
export { MessageSchema as Done } from '@/lib/contract/envelope';

export const LearnerAccountQuery = z.object({
  ...pageParams,
  phone: z.string().trim().min(1).max(11).refine((v) => /^\d+$/.test(v), '只能包含数字。').optional(),
  name: keywordParam.optional(),
  verify_status: z.enum(['none', 'pending', 'success', 'rejected']).optional(),
  city_code: regionCode.optional(),
  status: z.enum(['active', 'disabled', 'closed']).optional(),
});

export const OrganizationOptionQuery = z.object({ keyword: keywordParam.optional() });

export const ManagerQuery = z.object({
  ...pageParams, keyword: keywordParam.optional(), status: z.enum(['active', 'disabled']).optional(),
  role_id: idRef().optional(), organization_id: idRef().optional(),
});

const dateRange = { from: dateParam.optional(), to: dateParam.optional() };
export const OperationLogQuery = z.object({
  ...pageParams, ...dateRange, keyword: keywordParam.optional(), module: z.string().trim().min(1).max(50).optional(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE', 'GET']).optional(),
});
export const LoginLogQuery = z.object({
  ...pageParams, ...dateRange, guard: z.enum(['api', 'manage']).optional(), username: keywordParam.optional(), success: flagParam.optional(),
});
// The account by name, or by a row of the sign-in log (whose learner phone the log shows masked).
export const UnlockBody = z
  .object({ guard: z.enum(['api', 'manage']), username: z.string().trim().min(1).max(50).optional(), log_id: z.number().int().positive().optional() })
  .strict()
  .refine((b) => (b.username === undefined) !== (b.log_id === undefined), { message: '请填写 username 或 log_id 之一。', path: ['username'] })
  .openapi('UnlockBody');
export const ClientErrorQuery = z.object({ ...pageParams, keyword: keywordParam.optional() });
export const SessionQuery = z.object({ ...pageParams, guard: z.enum(['api', 'manage']).optional(), keyword: keywordParam.optional() });

export const OrganizationQuery = z.object({
  ...pageParams, keyword: keywordParam.optional(), type: z.coerce.number().int().pipe(z.union([z.literal(10), z.literal(11), z.literal(12)])).optional().openapi({ type: 'integer', enum: [10, 11, 12] }),
  status: z.enum(['pending', 'approved', 'disabled']).optional(), city_code: regionCode.optional(),
});

const dictionaryType = z.string().trim().refine((v) => /^[a-z][a-z_]{1,39}$/.test(v), '只能包含小写字母和下划线。');
export const DictionaryQuery = z.object({ type: dictionaryType.optional() });
const dictionaryFields = { type: dictionaryType, value: z.string().trim().min(1).max(50), label: z.string().trim().min(1).max(100), sort: z.number().int().min(0).max(100_000), enabled: z.boolean() };
export const DictionaryCreateBody = z.object(dictionaryFields).partial({ sort: true, enabled: true }).strict().openapi('DictionaryCreateBody');
export const DictionaryUpdateBody = z.object(dictionaryFields).omit({ type: true }).partial().strict().openapi('DictionaryUpdateBody');
