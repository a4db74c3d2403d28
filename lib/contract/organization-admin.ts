import { z } from 'zod';

// Organisations as the back office's system administration lists and edits them
// (routes/system-organizations.ts): a row with its number of manager accounts, and one organisation
// with its managers. The organisations page reads these.

const int = () => z.number().int();

export const ORGANIZATION_TYPES = [10, 11, 12] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const isOrganizationType = (type: number): type is OrganizationType => (ORGANIZATION_TYPES as readonly number[]).includes(type);
export const ORGANIZATION_STATUSES = ['pending', 'approved', 'disabled'] as const;

const organizationFields = {
  id: int(), name: z.string(), type: int().meta({ description: '10 enterprise, 11 school, 12 training institution' }), credit_code: z.string().nullable(),
  contact_name: z.string().nullable(), contact_phone: z.string().nullable(), address: z.string().nullable(), province_code: z.string().nullable(),
  city_code: z.string().nullable(), area_code: z.string().nullable(), city_name: z.string().nullable(), introduction: z.string().nullable(),
  qualifications: z.string().nullable(), status: z.string().meta({ description: 'pending, approved or disabled' }), created_at: z.string(), updated_at: z.string(),
};

export const ManagedOrganizationSchema = z.object({ ...organizationFields, managers_count: int() }).meta({ id: 'ManagedOrganization' });
export type ManagedOrganization = z.infer<typeof ManagedOrganizationSchema>;

export const OrganizationManagerSchema = z.object({
  id: int(), username: z.string(), name: z.string(), phone: z.string().nullable(), status: z.string(), last_login_at: z.string().nullable(),
});
export const ManagedOrganizationDetailSchema = z
  .object({ ...organizationFields, managers: z.object({ data: z.array(OrganizationManagerSchema) }) })
  .meta({ id: 'ManagedOrganizationDetail' });
export type ManagedOrganizationDetail = z.infer<typeof ManagedOrganizationDetailSchema>;
