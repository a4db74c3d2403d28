import { z } from 'zod';

// Roles as the back office's system administration edits them (routes/system-access.ts,
// /manage/roles): a role with the permissions it grants and how many managers hold it. The roles page
// and the menu form read it.

const int = () => z.number().int();

export const ManagedRoleSchema = z
  .object({
    id: int(), name: z.string(), title: z.string(), description: z.string().nullable(), created_at: z.string(), updated_at: z.string(),
    builtin: z.boolean().meta({ description: 'The super-administrator role, which cannot be edited or deleted' }),
    permission_ids: z.array(int()), managers_count: int(),
  })
  .meta({ id: 'ManagedRole' });
export type ManagedRole = z.infer<typeof ManagedRoleSchema>;
