import { z } from '@hono/zod-openapi';
import { pageParams } from '../http/pagination';
import { dateParam, flagParam, idRef, keywordParam } from '../http/validation';

// Requests and answers of the back-office system administration (routes/system-*.ts).

const regionCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位行政区划代码。').openapi({ pattern: '^\\d{6}$' });
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional().transform((v) => (v ? v : null));
const slug = (max: number) => z.string().trim().min(2).max(max).refine((v) => /^[a-z][a-z0-9_-]*$/.test(v), '只能包含小写字母、数字、“-”和“_”，并以字母开头。');

export const Loose = z.record(z.string(), z.unknown()).openapi('SystemRecord');
export const LooseItem = z.object({ data: Loose });
export const LooseList = z.object({ data: z.array(Loose), meta: z.record(z.string(), z.unknown()).optional() });
export const PasswordIssued = z
  .object({ data: z.object({ id: z.number().int(), password: z.string() }) })
  .openapi('PasswordIssued', { description: 'The one-time password, shown once; it must be changed at the next sign-in' });
export const Done = z.object({ message: z.string(), status_code: z.number().int() });

export const LearnerAccountQuery = z.object({
  ...pageParams,
  phone: z.string().trim().min(1).max(11).refine((v) => /^\d+$/.test(v), '只能包含数字。').optional(),
  name: keywordParam.optional(),
  verify_status: z.enum(['none', 'pending', 'success', 'rejected']).optional(),
  city_code: regionCode.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const OrganizationOptionQuery = z.object({ keyword: keywordParam.optional() });

export const ManagerQuery = z.object({
  ...pageParams, keyword: keywordParam.optional(), status: z.enum(['active', 'disabled']).optional(),
  role_id: idRef().optional(), organization_id: idRef().optional(),
});

const managerFields = {
  name: z.string().trim().min(2).max(20),
  phone: z.string().trim().refine((v) => /^1[3-9]\d{9}$/.test(v), '必须是有效的手机号码。').nullable().optional(),
  introduction: optionalText(500),
  organization_id: idRef().nullable().optional(),
  province_code: regionCode.nullable().optional(),
  city_code: regionCode.nullable().optional(),
  area_code: regionCode.nullable().optional(),
  role_ids: z.array(idRef()).max(20),
};
export const ManagerCreateBody = z
  .object({
    username: z.string().trim().min(3).max(30).refine((v) => /^[A-Za-z][A-Za-z0-9_]*$/.test(v), '只能包含字母、数字和下划线，并以字母开头。'),
    ...managerFields,
    role_ids: managerFields.role_ids.min(1),
  })
  .strict()
  .openapi('ManagerCreateBody');
export const ManagerUpdateBody = z.object(managerFields).partial().strict().openapi('ManagerUpdateBody');

const roleFields = { name: slug(50), title: z.string().trim().min(2).max(30), description: optionalText(200), permission_ids: z.array(idRef()).max(500) };
export const RoleCreateBody = z.object({ ...roleFields, permission_ids: roleFields.permission_ids.default([]) }).strict().openapi('RoleCreateBody');
export const RoleUpdateBody = z.object(roleFields).partial().strict().openapi('RoleUpdateBody');

const routePath = z.string().trim().min(2).max(200).refine((v) => /^\/manage(\/[A-Za-z0-9_:.-]+)*$/.test(v), '必须是以 /manage 开头的路径。');
const optionalPath = z.string().trim().max(200).refine((v) => v === 'noRedirect' || /^\/manage(\/[A-Za-z0-9_:.-]+)*$/.test(v), '必须是以 /manage 开头的路径或 noRedirect。')
  .nullable().optional().transform((v) => (v ? v : null));
const sidebarFields = {
  parent_id: idRef().nullable(),
  title: z.string().trim().min(1).max(50),
  name: z.string().trim().min(2).max(80).refine((v) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(v), '只能包含字母、数字、“-”和“_”，并以字母开头。'),
  path: routePath,
  component: z.string().trim().min(1).max(100).refine((v) => v === 'Layout' || /^[a-z][a-z0-9-]*(\/[a-z0-9-]+)+$/.test(v), '必须是 Layout 或已注册的页面组件（如 classes/index）。'),
  redirect: optionalPath,
  icon: z.string().trim().max(50).nullable().optional().transform((v) => (v ? v : null)),
  order: z.number().int().min(0).max(100_000),
  is_show: z.boolean(),
  always_show: z.boolean(),
  no_cache: z.boolean(),
  affix: z.boolean(),
  active_menu: optionalPath,
  permission: z.string().trim().max(100).nullable().optional().transform((v) => (v ? v : null)),
  role_ids: z.array(idRef()).max(50),
  navbar_ids: z.array(idRef()).max(20),
};
export const SidebarCreateBody = z
  .object({ ...sidebarFields, parent_id: sidebarFields.parent_id.default(null), order: sidebarFields.order.optional() })
  .partial({ is_show: true, always_show: true, no_cache: true, affix: true, role_ids: true, navbar_ids: true })
  .strict()
  .openapi('SidebarCreateBody');
export const SidebarUpdateBody = z.object(sidebarFields).partial().strict().openapi('SidebarUpdateBody');
export const SidebarReorderBody = z.object({ parent_id: idRef().nullable(), ids: z.array(idRef()).min(1).max(500) }).strict().openapi('SidebarReorderBody');
const navbarFields = { title: z.string().trim().min(1).max(50), name: slug(50), order: z.number().int().min(0).max(100_000) };
export const NavbarCreateBody = z.object({ ...navbarFields, order: navbarFields.order.optional() }).strict().openapi('NavbarCreateBody');
export const NavbarUpdateBody = z.object(navbarFields).partial().strict().openapi('NavbarUpdateBody');
export const NavbarReorderBody = z.object({ ids: z.array(idRef()).min(1).max(100) }).strict().openapi('NavbarReorderBody');

const dateRange = { from: dateParam.optional(), to: dateParam.optional() };
export const OperationLogQuery = z.object({
  ...pageParams, ...dateRange, keyword: keywordParam.optional(), module: z.string().trim().min(1).max(50).optional(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE', 'GET']).optional(),
});
export const LoginLogQuery = z.object({
  ...pageParams, ...dateRange, guard: z.enum(['api', 'manage']).optional(), username: keywordParam.optional(), success: flagParam.optional(),
});
export const UnlockBody = z.object({ guard: z.enum(['api', 'manage']), username: z.string().trim().min(1).max(50) }).strict().openapi('UnlockBody');
export const ClientErrorQuery = z.object({ ...pageParams, keyword: keywordParam.optional() });
export const SessionQuery = z.object({ ...pageParams, guard: z.enum(['api', 'manage']).optional(), keyword: keywordParam.optional() });

export const OrganizationQuery = z.object({
  ...pageParams, keyword: keywordParam.optional(), type: z.coerce.number().int().pipe(z.union([z.literal(10), z.literal(11), z.literal(12)])).optional().openapi({ type: 'integer', enum: [10, 11, 12] }),
  status: z.enum(['pending', 'approved', 'disabled']).optional(), city_code: regionCode.optional(),
});
const organizationFields = {
  name: z.string().trim().min(2).max(100),
  type: z.union([z.literal(10), z.literal(11), z.literal(12)]).openapi({ type: 'integer', enum: [10, 11, 12] }),
  credit_code: z.string().trim().toUpperCase().refine((v) => /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v), '必须是 18 位统一社会信用代码。').nullable().optional(),
  contact_name: optionalText(20),
  contact_phone: z.string().trim().refine((v) => /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(v), '必须是有效的手机或固定电话号码。').nullable().optional(),
  address: optionalText(200),
  city_code: regionCode,
  area_code: regionCode.nullable().optional(),
  introduction: optionalText(2000),
  qualifications: optionalText(2000),
};
export const OrganizationCreateBody = z.object(organizationFields).strict().openapi('OrganizationCreateBody');
export const OrganizationUpdateBody = z.object(organizationFields).partial().strict().openapi('OrganizationUpdateBody');

const dictionaryType = z.string().trim().refine((v) => /^[a-z][a-z_]{1,39}$/.test(v), '只能包含小写字母和下划线。');
export const DictionaryQuery = z.object({ type: dictionaryType.optional() });
const dictionaryFields = { type: dictionaryType, value: z.string().trim().min(1).max(50), label: z.string().trim().min(1).max(100), sort: z.number().int().min(0).max(100_000), enabled: z.boolean() };
export const DictionaryCreateBody = z.object(dictionaryFields).partial({ sort: true, enabled: true }).strict().openapi('DictionaryCreateBody');
export const DictionaryUpdateBody = z.object(dictionaryFields).omit({ type: true }).partial().strict().openapi('DictionaryUpdateBody');
