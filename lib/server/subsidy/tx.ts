import type { Db } from '@/lib/server/db';

/** Runs fn in a transaction, or in the caller's when the handle is one already (the seed writes the chain in its own). */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
