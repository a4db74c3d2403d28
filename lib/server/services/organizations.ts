import type { Selectable } from 'kysely';
import type { Organization } from '@/lib/contract/organization';
import type { Db } from '@/lib/server/db';
import type { OrganizationTable } from '@/lib/server/db/schema';

const COLUMNS = ['id', 'name', 'type', 'city_code', 'area_code', 'address', 'logo', 'introduction'] as const;

type OrganizationRow = Pick<Selectable<OrganizationTable>, (typeof COLUMNS)[number]>;

export function toOrganization(row: OrganizationRow): Organization {
  return { ...row, type: row.type as Organization['type'] };
}

/** Public face of organisations by id: no contact details, credit code or qualifications. */
export async function organizationsByIds(db: Db, ids: number[]): Promise<Map<number, Organization>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('organizations').select(COLUMNS).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, toOrganization(r)]));
}
