import { z } from 'zod';

// Manager accounts as the back office's system administration lists and edits them
// (routes/system-accounts.ts, /manage/managers): an account with its organisation and roles, and the
// options its form offers. The managers page reads these.

const int = () => z.number().int();

const RoleOptionSchema = z.object({ id: int(), name: z.string(), title: z.string() });

export const ManagerAccountSchema = z
  .object({
    id: int(), username: z.string(), name: z.string(), phone: z.string().nullable(), introduction: z.string().nullable(), organization_id: int().nullable(),
    organization_name: z.string().nullable(), organization_type: int().nullable(), province_code: z.string().nullable(), city_code: z.string().nullable(),
    area_code: z.string().nullable(), status: z.string(), must_change_password: z.boolean(), last_login_at: z.string().nullable(), created_at: z.string(),
    roles: z.object({ data: z.array(RoleOptionSchema) }),
  })
  .meta({ id: 'ManagerAccount' });
export type ManagerAccount = z.infer<typeof ManagerAccountSchema>;

/** GET /manage/managers/role-options and /organization-options. */
export const RoleOptionsSchema = z.object({ data: z.array(RoleOptionSchema) });
export const OrganizationOptionsSchema = z.object({ data: z.array(z.object({ id: int(), name: z.string(), type: int(), status: z.string() })) });

/** A one-time password an administrator had issued (a new manager, or a reset of a manager's or learner's). */
export const PasswordIssuedSchema = z
  .object({ data: z.object({ id: int(), password: z.string() }) })
  .meta({ id: 'PasswordIssued', description: 'The one-time password, shown once; it must be changed at the next sign-in' });
export type PasswordIssued = z.infer<typeof PasswordIssuedSchema>;
