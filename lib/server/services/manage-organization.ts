import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { AppContext } from '@/lib/server/domain/context';
import { insertFileRow, removeUpload, writeUpload, type UploadCheck } from '@/lib/server/uploads';
import type { OwnOrganization } from '@/lib/contract/organization';

export type { OwnOrganization };

export type OrganizationChange = {
  name: string; credit_code: string; contact_name: string; contact_phone: string; address: string;
  qualifications: string | null; introduction: string | null;
};

const COLUMNS = [
  'organizations.id', 'organizations.name', 'organizations.type', 'organizations.credit_code', 'organizations.contact_name',
  'organizations.contact_phone', 'organizations.address', 'organizations.province_code', 'organizations.city_code',
  'organizations.area_code', 'organizations.logo', 'organizations.introduction', 'organizations.qualifications',
  'organizations.status', 'organizations.updated_at',
] as const;

/** SPEC.md §1: managers of types 10/11/12 belong to one organisation; others have none (404). */
async function organizationIdOf(db: Db, managerId: number): Promise<number> {
  const row = await db.selectFrom('managers').select('organization_id').where('id', '=', managerId).executeTakeFirst();
  if (!row) throw new AppError('unauthenticated');
  if (row.organization_id === null) throw new AppError('not_found', '当前账号不属于任何机构。');
  return row.organization_id;
}

export async function ownOrganization(db: Db, managerId: number): Promise<OwnOrganization> {
  const id = await organizationIdOf(db, managerId);
  const row = await db.selectFrom('organizations').select(COLUMNS).where('organizations.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '机构不存在。');
  return row;
}

export async function updateOwnOrganization(db: Db, managerId: number, change: OrganizationChange, now: Date): Promise<OwnOrganization> {
  const id = await organizationIdOf(db, managerId);
  const taken = await db
    .selectFrom('organizations')
    .select('id')
    .where('credit_code', '=', change.credit_code)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (taken) throw new AppError('validation_failed', undefined, { credit_code: ['该统一社会信用代码已被其他机构使用。'] });
  await db.updateTable('organizations').set({ ...change, updated_at: now.toISOString() }).where('id', '=', id).execute();
  return ownOrganization(db, managerId);
}

type GoodUpload = Extract<UploadCheck, { ok: true }>;

/** Stores the logo as a public file (GET /files/{id}) and points the organisation at it. */
export async function setOrganizationLogo(db: Db, rt: AppContext, managerId: number, logo: GoodUpload): Promise<OwnOrganization> {
  const id = await organizationIdOf(db, managerId);
  const now = rt.now();
  const stored = await writeUpload(rt.storage, logo.buffer, logo.image.ext, logo.image.mime, now);
  try {
    await db.transaction().execute(async (trx) => {
      const fileId = await insertFileRow(trx, {
        stored, buffer: logo.buffer, mime: logo.image.mime, originalName: logo.name, ownerType: 'organization-logo', ownerId: id, now,
      });
      await trx.updateTable('organizations').set({ logo: `/api/v1/files/${fileId}`, updated_at: now.toISOString() }).where('id', '=', id).execute();
    });
  } catch (error) {
    await removeUpload(stored);
    throw error;
  }
  return ownOrganization(db, managerId);
}
