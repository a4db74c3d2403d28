import type { Region } from '@/lib/contract/region';
import type { Db } from '@/lib/server/db';

const COLUMNS = ['code', 'name', 'parent_code', 'level'] as const;

export function childRegions(db: Db, parentCode: string): Promise<Region[]> {
  return db.selectFrom('regions').select(COLUMNS).where('parent_code', '=', parentCode).orderBy('code').execute();
}

export async function findRegion(db: Db, code: string): Promise<Region | undefined> {
  return db.selectFrom('regions').select(COLUMNS).where('code', '=', code).executeTakeFirst();
}

export async function regionsByCodes(db: Db, codes: string[]): Promise<Map<string, Region>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('regions').select(COLUMNS).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r]));
}
