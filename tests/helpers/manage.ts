import type { Db } from '@/lib/server/db';
import { seedRolesAndPermissions } from '@/lib/server/db/seed/accounts';
import { seedNavigation } from '@/lib/server/db/seed/navigation';
import type { RoleName } from '@/lib/server/db/seed/roles';
import { createManager, tokenFor, type AccountsHarness } from './accounts';

// The demo roles, permissions and menu trees without the rest of the seed, for back-office API tests.
export async function seedAccess(db: Db): Promise<Record<RoleName, number>> {
  const roleIds = await seedRolesAndPermissions(db);
  await seedNavigation(db, roleIds, '2026-01-10T08:00:00.000Z');
  return roleIds;
}

/** A manager with the given demo role, signed in. */
export async function managerWithRole(h: AccountsHarness, role: RoleName, organizationId: number | null = null) {
  const manager = await createManager(h.db, { roles: [role], organizationId });
  return { ...manager, token: await tokenFor(h, 'manager', manager.username) };
}
