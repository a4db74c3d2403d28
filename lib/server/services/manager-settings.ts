import type { Db } from '@/lib/server/db';
import { normalizeSettings, type ShellSettings } from '@/lib/manage/settings';
import { AppError } from '@/lib/server/domain/errors';

/** Stored as JSON on the manager, so the layout follows the manager to any browser. */
export async function managerSettings(db: Db, managerId: number): Promise<ShellSettings> {
  const row = await db.selectFrom('managers').select('settings').where('id', '=', managerId).executeTakeFirst();
  if (!row) throw new AppError('unauthenticated');
  let parsed: unknown = null;
  try {
    parsed = row.settings ? JSON.parse(row.settings) : null;
  } catch {
    parsed = null;
  }
  return normalizeSettings(parsed);
}

export async function saveManagerSettings(db: Db, managerId: number, settings: ShellSettings, now: Date): Promise<ShellSettings> {
  const clean = normalizeSettings(settings);
  await db
    .updateTable('managers')
    .set({ settings: JSON.stringify(clean), updated_at: now.toISOString() })
    .where('id', '=', managerId)
    .execute();
  return clean;
}
