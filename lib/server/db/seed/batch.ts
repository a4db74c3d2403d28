import type { Insertable } from 'kysely';
import type { Database, Db } from '@/lib/server/db';

// SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535; stay well below both.
const MAX_PARAMS = 30_000;
const MAX_ROWS = 500;

type TableName = keyof Database & string;
type TableWithId = { [K in TableName]: Database[K] extends { id: unknown } ? K : never }[TableName];

function batchSize(rows: readonly object[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
}

export async function insertRows<T extends TableName>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  const size = batchSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
  }
}

/**
 * Inserts and returns the generated ids in the order of `rows`. Ids of one statement are assigned
 * ascending in VALUES order on both dialects, while RETURNING's own order is not promised: sort them.
 */
export async function insertReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const size = batchSize(rows);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const returned = (await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * insertReturningIds with the rows inserted in the order of `at` (an ISO time), so ids follow time as
 * on a live platform (whatever reads the newest by id, like the data screen's feed, sees a live mix
 * instead of the last class or batch the seed made); ids[i] is still the id of rows[i].
 */
export async function insertReturningIdsByTime<T extends TableWithId>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  at: (row: Insertable<Database[T]>) => string,
): Promise<number[]> {
  const order = rows.map((_, i) => i).sort((a, b) => (at(rows[a]) < at(rows[b]) ? -1 : at(rows[a]) > at(rows[b]) ? 1 : a - b));
  const inserted = await insertReturningIds(db, table, order.map((i) => rows[i]));
  const ids: number[] = [];
  order.forEach((i, k) => (ids[i] = inserted[k]));
  return ids;
}
