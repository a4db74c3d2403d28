import { z } from 'zod';
import { included } from './envelope';
import { RegionSchema } from './region';

// Accounts (SPEC.md §4–§6): the token and verification code a sign-in hands out, a learner's profile
// with the verified identity (id_number masked), a manager's profile with roles and permissions, and
// the manager's navbar items. verify_status is 'pending' without a verified datum, else its audit_status.

export const AccessTokenSchema = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() })
  .meta({ id: 'AccessToken', description: 'Send as `authorization: Bearer <access_token>`; expires_in is in seconds.' });
export type IssuedToken = z.infer<typeof AccessTokenSchema>;

export const IssuedCodeSchema = z
  .object({ verification_key: z.string(), expired_at: z.string() })
  .meta({ id: 'IssuedVerificationCode' });
export type IssuedCode = z.infer<typeof IssuedCodeSchema>;
/** POST /ad/send-sms/check-phone: the code is right for the phone (a wrong one answers 422). */
export const PhoneCheckSchema = z.object({ valid: z.literal(true) });
export type PhoneCheck = z.infer<typeof PhoneCheckSchema>;

export const VerifiedDatumSchema = z
  .object({
    id: z.number().int(),
    real_name: z.string(),
    id_number: z.string().meta({ description: 'Masked: first 4 and last 4 characters only' }),
    audit_status: z.string(),
    audit_reason: z.string().nullable(),
    audited_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'VerifiedDatum' });
export type VerifiedDatum = z.infer<typeof VerifiedDatumSchema>;

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
  .meta({ id: 'Learner' });
export type LearnerProfile = z.infer<typeof LearnerSchema>;

export const PermissionSummarySchema = z
  .object({ id: z.number().int(), name: z.string(), title: z.string() })
  .meta({ id: 'PermissionSummary' });
export type PermissionSummary = z.infer<typeof PermissionSummarySchema>;

export const RoleSummarySchema = z
  .object({ id: z.number().int(), name: z.string(), title: z.string(), permissions: included(z.array(PermissionSummarySchema)).optional() })
  .meta({ id: 'RoleSummary' });
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

export const UserableSchema = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }).meta({ id: 'Userable' });
export type Userable = z.infer<typeof UserableSchema>;

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
  .meta({ id: 'Manager' });
export type ManagerProfile = z.infer<typeof ManagerSchema>;

export const NavbarItemSchema = z.object({ id: z.number().int(), title: z.string(), name: z.string() }).meta({ id: 'NavbarItem' });
export type NavbarItem = z.infer<typeof NavbarItemSchema>;
