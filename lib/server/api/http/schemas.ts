import { z } from '@hono/zod-openapi';
import type * as T from '@/lib/api/types';
import type { IssuedToken } from '@/lib/server/auth/tokens';
import type { LearnerProfile, VerifiedDatum } from '@/lib/server/services/learners';
import type { ManagerProfile, PermissionSummary, RoleSummary, Userable } from '@/lib/server/services/managers';
import type { NavbarItem, PermissionNode, SidebarItem } from '@/lib/server/services/menus';
import type { IssuedCode } from '@/lib/server/services/verification-codes';

// Response schemas for the OpenAPI document. The assertions at the bottom keep them identical to
// lib/api/types.ts, the contract the front end compiles against.

const included = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

export const ErrorSchema = z
  .object({
    message: z.string(),
    status_code: z.number().int(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const PaginationSchema = z
  .object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    links: z.object({ previous: z.string().optional(), next: z.string().optional() }),
  })
  .openapi('Pagination');

export const itemOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
export const collectionOf = <S extends z.ZodType>(schema: S) => z.object({ data: z.array(schema) });
export const listOf = <S extends z.ZodType>(schema: S) =>
  z.object({ data: z.array(schema), meta: z.object({ pagination: PaginationSchema }) });

export const RegionSchema = z
  .object({ code: z.string(), name: z.string(), parent_code: z.string().nullable(), level: z.number().int() })
  .openapi('Region');

export const OrganizationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.union([z.literal(10), z.literal(11), z.literal(12)]),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    address: z.string().nullable(),
    logo: z.string().nullable(),
    introduction: z.string().nullable(),
  })
  .openapi('Organization');

export const OccupationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    category_code: z.string(),
    category: z.string(),
    levels: z.array(z.number().int()),
    description: z.string().nullable(),
    classes_count: z.number().int().optional(),
  })
  .openapi('Occupation');

export const TeacherSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    gender: z.number().int().nullable(),
    title: z.string().nullable(),
    organization_id: z.number().int().nullable(),
    occupation_id: z.number().int().nullable(),
    specialty: z.string().nullable(),
    introduction: z.string().nullable(),
    city_code: z.string().nullable(),
    occupation: included(OccupationSchema.nullable()).optional(),
    organization: included(OrganizationSchema.nullable()).optional(),
  })
  .openapi('Teacher');

export const ClassStatusSchema = z.enum(['draft', 'enrolling', 'closed', 'ongoing', 'finished']);

export const TrainingClassSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    occupation_id: z.number().int(),
    level: z.number().int(),
    organization_id: z.number().int().nullable(),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    address: z.string().nullable(),
    enroll_start: z.string().nullable(),
    enroll_end: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    schedule: z.string().nullable(),
    hours: z.number().int(),
    capacity: z.number().int(),
    enrolled_count: z.number().int(),
    seats_left: z.number().int(),
    fee_cents: z.number().int(),
    subsidy_cents: z.number().int(),
    cover: z.string().nullable(),
    description: z.string().nullable(),
    requires_verification: z.boolean(),
    is_hot: z.boolean(),
    status: ClassStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
    occupation: included(OccupationSchema).optional(),
    organization: included(OrganizationSchema.nullable()).optional(),
    city: included(RegionSchema.nullable()).optional(),
    area: included(RegionSchema.nullable()).optional(),
    teachers: included(z.array(TeacherSchema)).optional(),
  })
  .openapi('TrainingClass');

export const NewsCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), sort: z.number().int(), news_count: z.number().int().optional() })
  .openapi('NewsCategory');

export const NewsSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    content: z.string().optional(),
    cover: z.string().nullable(),
    author: z.string().nullable(),
    source: z.string().nullable(),
    is_top: z.boolean(),
    views: z.number().int(),
    published_at: z.string().nullable(),
    category: included(NewsCategorySchema).optional(),
  })
  .openapi('News');

export const ExaminerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    gender: z.number().int().nullable(),
    occupation_id: z.number().int().nullable(),
    level: z.number().int().nullable(),
    organization_id: z.number().int().nullable(),
    city_code: z.string().nullable(),
    introduction: z.string().nullable(),
    occupation: included(OccupationSchema.nullable()).optional(),
  })
  .openapi('Examiner');

/** A talent's directory fields; the owner's own profile (career-schemas.ts) adds its settings. */
export const talentFields = {
  id: z.number().int(),
  name: z.string(),
  gender: z.number().int().nullable(),
  birth_year: z.number().int().nullable(),
  education: z.string().nullable(),
  occupation_id: z.number().int().nullable(),
  skill_level: z.number().int().nullable(),
  city_code: z.string().nullable(),
  expected_job: z.string().nullable(),
  expected_salary: z.string().nullable(),
  introduction: z.string().nullable(),
};

export const TalentSchema = z
  .object({ ...talentFields, occupation: included(OccupationSchema.nullable()).optional() })
  .openapi('Talent');

export const BannerSchema = z
  .object({ id: z.number().int(), title: z.string(), image: z.string().nullable(), link: z.string().nullable(), sort: z.number().int() })
  .openapi('Banner');

export const ContentPageSchema = z
  .object({ slug: z.string(), title: z.string(), content: z.string(), updated_at: z.string() })
  .openapi('ContentPage');

export const SiteStatsSchema = z
  .object({
    classes: z.number().int(),
    enrolling_classes: z.number().int(),
    learners_trained: z.number().int(),
    certificates_issued: z.number().int(),
    occupations: z.number().int(),
    organizations: z.number().int(),
  })
  .openapi('SiteStats');

export const CertificateSchema = z
  .object({
    cert_no: z.string(),
    holder_name: z.string(),
    id_number: z.string().openapi({ description: "Masked: first 4 characters, 10 '*', last 4" }),
    occupation: included(z.object({ code: z.string(), name: z.string() })),
    level: z.number().int(),
    issuer: z.string(),
    issued_on: z.string(),
    status: z.enum(['valid', 'revoked']),
    revoked_reason: z.string().nullable(),
    content_hash: z.string().openapi({ description: 'sha256 of cert_no|holder_name|id_number|occupation code|level|issuer|issued_on' }),
    content_intact: z.boolean().openapi({ description: 'The hash recomputed from the stored fields equals content_hash' }),
  })
  .openapi('Certificate');

export const DictionaryItemSchema = z.object({ value: z.string(), label: z.string() }).openapi('DictionaryItem');

export const errorResponses = {
  400: { description: 'Unknown include or bad request', content: { 'application/json': { schema: ErrorSchema } } },
  422: { description: 'Invalid parameters', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const notFoundResponse = {
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// ---- Accounts (SPEC.md §4–§6). The assertions at the bottom keep these identical to the service types.

/** The security requirement of endpoints that need `authorization: Bearer <access_token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** A multipart file part. */
export const binaryField = z.string().openapi({ type: 'string', format: 'binary' });

export const AccessTokenSchema = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() })
  .openapi('AccessToken', { description: 'Send as `authorization: Bearer <access_token>`; expires_in is in seconds.' });

export const IssuedCodeSchema = z
  .object({ verification_key: z.string(), expired_at: z.string() })
  .openapi('IssuedVerificationCode');

export const MessageSchema = z.object({ message: z.string(), status_code: z.number().int() }).openapi('Message');

export const VerifiedDatumSchema = z
  .object({
    id: z.number().int(),
    real_name: z.string(),
    id_number: z.string().openapi({ description: 'Masked: first 4 and last 4 characters only' }),
    audit_status: z.string(),
    audit_reason: z.string().nullable(),
    audited_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('VerifiedDatum');

export const LearnerSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    phone: z.string(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    gender: z.number().int().nullable(),
    education: z.string().nullable(),
    city_code: z.string().nullable(),
    must_change_password: z.boolean(),
    created_at: z.string(),
    verify_status: z.string(),
    'user-verified-datum': included(VerifiedDatumSchema.nullable()).optional(),
    'entered-classes-count': z.number().int().optional(),
    'classes-count': z.number().int().optional(),
  })
  .openapi('Learner');

export const PermissionSummarySchema = z
  .object({ id: z.number().int(), name: z.string(), title: z.string() })
  .openapi('PermissionSummary');

export const RoleSummarySchema = z
  .object({ id: z.number().int(), name: z.string(), title: z.string(), permissions: included(z.array(PermissionSummarySchema)).optional() })
  .openapi('RoleSummary');

export const UserableSchema = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }).openapi('Userable');

export const ManagerSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    introduction: z.string().nullable(),
    province_code: z.string().nullable(),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    must_change_password: z.boolean(),
    roles: included(z.array(RoleSummarySchema)).optional(),
    userable: included(UserableSchema.nullable()).optional(),
    province: included(RegionSchema.nullable()).optional(),
    city: included(RegionSchema.nullable()).optional(),
    area: included(RegionSchema.nullable()).optional(),
  })
  .openapi('Manager');

export const NavbarItemSchema = z.object({ id: z.number().int(), title: z.string(), name: z.string() }).openapi('NavbarItem');

export const SidebarItemSchema: z.ZodType<SidebarItem> = z
  .object({
    id: z.number().int(),
    path: z.string(),
    name: z.string(),
    title: z.string(),
    icon: z.string().nullable(),
    parent_id: z.number().int().nullable(),
    order: z.number().int(),
    component: z.string(),
    redirect: z.string().nullable(),
    is_show: z.boolean(),
    alwaysShow: z.boolean(),
    navbars: z.array(z.string()),
    meta: z.object({ roles: z.array(z.string()), noCache: z.boolean(), affix: z.boolean(), title: z.string(), activeMenu: z.string().nullable() }),
    permission: z.string().nullable(),
    roles: included(z.array(RoleSummarySchema)).optional(),
    get children() {
      return z.array(SidebarItemSchema);
    },
  })
  .openapi('SidebarItem');

export const PermissionNodeSchema: z.ZodType<PermissionNode> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    parent_id: z.number().int().nullable(),
    get children() {
      return z.array(PermissionNodeSchema);
    },
  })
  .openapi('PermissionNode');

export const unauthenticatedResponse = {
  401: { description: 'Missing, expired or revoked token (message 身份认证未通过。)', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof RegionSchema>, T.Region>(true);
same<z.infer<typeof OrganizationSchema>, T.Organization>(true);
same<z.infer<typeof OccupationSchema>, T.Occupation>(true);
same<z.infer<typeof TeacherSchema>, T.Teacher>(true);
same<z.infer<typeof TrainingClassSchema>, T.TrainingClass>(true);
same<z.infer<typeof NewsCategorySchema>, T.NewsCategory>(true);
same<z.infer<typeof NewsSchema>, T.News>(true);
same<z.infer<typeof ExaminerSchema>, T.Examiner>(true);
same<z.infer<typeof TalentSchema>, T.Talent>(true);
same<z.infer<typeof BannerSchema>, T.Banner>(true);
same<z.infer<typeof ContentPageSchema>, T.ContentPage>(true);
same<z.infer<typeof SiteStatsSchema>, T.SiteStats>(true);
same<z.infer<typeof CertificateSchema>, T.Certificate>(true);
same<z.infer<typeof DictionaryItemSchema>, T.DictionaryItem>(true);
same<z.infer<typeof PaginationSchema>, T.Pagination>(true);
same<z.infer<typeof AccessTokenSchema>, IssuedToken>(true);
same<z.infer<typeof IssuedCodeSchema>, IssuedCode>(true);
same<z.infer<typeof VerifiedDatumSchema>, VerifiedDatum>(true);
same<z.infer<typeof LearnerSchema>, LearnerProfile>(true);
same<z.infer<typeof PermissionSummarySchema>, PermissionSummary>(true);
same<z.infer<typeof RoleSummarySchema>, RoleSummary>(true);
same<z.infer<typeof UserableSchema>, Userable>(true);
same<z.infer<typeof ManagerSchema>, ManagerProfile>(true);
same<z.infer<typeof NavbarItemSchema>, NavbarItem>(true);
