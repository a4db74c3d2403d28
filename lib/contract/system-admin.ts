import { z } from 'zod';
import { refinePersonName } from '@/lib/validation/text';
import { idRef, regionCode } from './fields';

// What the back office's system administration writes: managers, roles, the menu editor's items
// and top-bar sections, organisations. The routes (routes/system-*.ts) validate and document with
// these; the forms check their values with the same schemas before sending.

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional().transform((v) => (v ? v : null));
const slug = (max: number) => z.string().trim().min(2).max(max).refine((v) => /^[a-z][a-z0-9_-]*$/.test(v), '只能包含小写字母、数字、“-”和“_”，并以字母开头。');

/** A person's displayed name (lib/validation/text.ts). */
export const personName = z.string().trim().superRefine(refinePersonName).meta({
  type: 'string', description: "A person's displayed name: 2–20 letters or digits of any script, single spaces or ·-'. between them; no control, direction or invisible characters",
});

const managerFields = {
  name: personName,
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
  .meta({ id: 'ManagerCreateBody' });
export const ManagerUpdateBody = z.object(managerFields).partial().strict().meta({ id: 'ManagerUpdateBody' });

const roleFields = { name: slug(50), title: z.string().trim().min(2).max(30), description: optionalText(200), permission_ids: z.array(idRef()).max(500) };
export const RoleCreateBody = z.object({ ...roleFields, permission_ids: roleFields.permission_ids.default([]) }).strict().meta({ id: 'RoleCreateBody' });
export const RoleUpdateBody = z.object(roleFields).partial().strict().meta({ id: 'RoleUpdateBody' });

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
  .meta({ id: 'SidebarCreateBody' });
export const SidebarUpdateBody = z.object(sidebarFields).partial().strict().meta({ id: 'SidebarUpdateBody' });
export const SidebarReorderBody = z.object({ parent_id: idRef().nullable(), ids: z.array(idRef()).min(1).max(500) }).strict().meta({ id: 'SidebarReorderBody' });
const navbarFields = { title: z.string().trim().min(1).max(50), name: slug(50), order: z.number().int().min(0).max(100_000) };
export const NavbarCreateBody = z.object({ ...navbarFields, order: navbarFields.order.optional() }).strict().meta({ id: 'NavbarCreateBody' });
export const NavbarUpdateBody = z.object(navbarFields).partial().strict().meta({ id: 'NavbarUpdateBody' });
export const NavbarReorderBody = z.object({ ids: z.array(idRef()).min(1).max(100) }).strict().meta({ id: 'NavbarReorderBody' });

const organizationType = z.union([z.literal(10), z.literal(11), z.literal(12)]).meta({ type: 'integer', enum: [10, 11, 12] });
const organizationFields = {
  name: z.string().trim().min(2).max(100),
  type: organizationType,
  credit_code: z.string().trim().toUpperCase().refine((v) => /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v), '必须是 18 位统一社会信用代码。').nullable().optional(),
  contact_name: optionalText(20),
  contact_phone: z.string().trim().refine((v) => /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(v), '必须是有效的手机或固定电话号码。').nullable().optional(),
  address: optionalText(200),
  city_code: regionCode,
  area_code: regionCode.nullable().optional(),
  introduction: optionalText(2000),
  qualifications: optionalText(2000),
};
export const OrganizationCreateBody = z.object(organizationFields).strict().meta({ id: 'OrganizationCreateBody' });
export const OrganizationUpdateBody = z.object(organizationFields).partial().strict().meta({ id: 'OrganizationUpdateBody' });
