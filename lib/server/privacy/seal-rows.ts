import { type Kysely, sql } from 'kysely';
import { dialectOfHandle } from '@/lib/server/db/dialect';
import type { KeyRing } from './data-key';
import { isDerivedRegistrationKey, registrationKey } from './derived-keys';
import { ENVELOPE_PREFIX, EnvelopeError } from './envelope';
import { privacyOf } from './install';
import { BLIND_INDEX_COLUMN, PROTECTED_COLUMN, PROTECTED_TABLES, type ProtectedTable } from './protected-columns';

// Rows written before ID numbers were sealed (or restored from such a backup) carry no blind index.
// Right after the migrations, each is read and written back through the privacy plugin, which seals
// the number and fills the index. Batches of BATCH rows, one transaction each: an interrupted run
// leaves whole batches done, and the next start goes on from there.

const BATCH = 1000;
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Row = { id: number; value: string } & Record<string, unknown>;

// Columns derived from the number under the data key are recomputed with it.
const DERIVED: Partial<Record<ProtectedTable, { columns: string[]; values: (ring: KeyRing, row: Row) => Record<string, unknown> }>> = {
  training_registrations: {
    columns: ['phone', 'occupation_id', 'occupation_name', 'dedupe_key'],
    values: (ring, r) => (isDerivedRegistrationKey(String(r.dedupe_key))
      ? { dedupe_key: registrationKey(ring, String(r.phone), r.value, (r.occupation_id as number | null) ?? String(r.occupation_name ?? '')) }
      : {}),
  },
};

async function rewrite(db: AnyDb, table: ProtectedTable, rows: Row[]): Promise<void> {
  const ring = privacyOf(db)!.ring();
  await db.transaction().execute(async (trx) => {
    for (const r of rows) {
      await trx.updateTable(table).set({ [PROTECTED_COLUMN]: r.value, ...DERIVED[table]?.values(ring, r) }).where('id', '=', r.id).execute();
    }
  });
}

const selection = (table: ProtectedTable) => ['id', `${PROTECTED_COLUMN} as value`, ...(DERIVED[table]?.columns ?? [])];

const readBatch = (db: AnyDb, table: ProtectedTable) =>
  db.selectFrom(table).select(selection(table)).where(BLIND_INDEX_COLUMN, 'is', null).where(PROTECTED_COLUMN, 'is not', null)
    .orderBy('id').limit(BATCH).execute() as Promise<Row[]>;

/** Key ids of sealed values this ring cannot open (a full scan: only run when the recorded key is not held). */
async function kidsOutside(db: AnyDb, ring: KeyRing): Promise<string[]> {
  const held = [...ring.byKid.keys()].map((kid) => `${ENVELOPE_PREFIX}${kid}:`);
  const column = sql.ref(PROTECTED_COLUMN);
  const found = new Set<string>();
  for (const table of PROTECTED_TABLES) {
    const rows = await db.selectFrom(table)
      .select(sql<string>`substr(${column}, ${ENVELOPE_PREFIX.length + 1}, ${held[0].length - ENVELOPE_PREFIX.length - 1})`.as('kid'))
      .where(sql`substr(${column}, 1, ${ENVELOPE_PREFIX.length})`, '=', ENVELOPE_PREFIX)
      .where(sql`substr(${column}, 1, ${held[0].length})`, 'not in', held).limit(1).execute();
    for (const r of rows) found.add(r.kid as string);
  }
  return [...found];
}

/** Records that the database's ID numbers are now sealed under `kid` alone (first use, and after a rotation). */
export async function recordDataKey(db: AnyDb, kid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('data_keys').execute();
    await trx.insertInto('data_keys').values({ kid, created_at: new Date().toISOString() }).execute();
  });
}

/**
 * The database records the id of the key its ID numbers are sealed with. A server that cannot open
 * them (DATA_KEY unset on one instance, a key file that follows UPLOAD_DIR on PostgreSQL) stops at
 * start instead of writing values the others cannot open. A recorded key with nothing sealed under
 * it (a fresh database, a copy of an empty one) gives way to this server's key.
 */
export async function checkDataKey(db: AnyDb): Promise<void> {
  const ring = privacyOf(db)!.ring();
  const recorded = (await db.selectFrom('data_keys').select('kid').execute()).map((r) => r.kid as string);
  if (recorded.length && recorded.every((kid) => ring.byKid.has(kid))) return;
  const foreign = await kidsOutside(db, ring);
  if (foreign.length) {
    throw new EnvelopeError(
      `the ID numbers in this database are sealed with data key ${foreign.join(', ')}, which ${ring.source} does not hold (it has ${[...ring.byKid.keys()].join(', ')}). ` +
        'Set DATA_KEY to that key, or put its key file in place (docs/privacy.md, Privacy of ID numbers)',
    );
  }
  await recordDataKey(db, ring.active.kid);
}

/** Seals every ID number still in clear; returns how many per table (none when the plugin is off). */
export async function sealPlaintextRows(db: AnyDb): Promise<Record<string, number>> {
  const sealed: Record<string, number> = {};
  if (!privacyOf(db)) return sealed;
  await checkDataKey(db);
  for (const table of PROTECTED_TABLES) {
    for (let rows = await readBatch(db, table); rows.length; rows = await readBatch(db, table)) {
      await rewrite(db, table, rows);
      sealed[table] = (sealed[table] ?? 0) + rows.length;
    }
  }
  if (Object.keys(sealed).length) await scrubReplacedValues(db);
  return sealed;
}

/**
 * SQLite keeps what an update replaced in the free space of its pages and in the WAL: once numbers
 * in clear were sealed, VACUUM rewrites the file without them and the checkpoint empties the WAL.
 * (PostgreSQL's dead row versions never reach pg_dump; its own VACUUM reclaims them later.)
 */
export async function scrubReplacedValues(db: AnyDb): Promise<void> {
  if (dialectOfHandle(db) !== 'sqlite') return;
  await sql`vacuum`.execute(db);
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/**
 * Re-seals every ID number under the ring's active key and recomputes every blind index (a key
 * rotation). The handle's ring must still hold the old keys. Walks each table by id in batches.
 */
export async function resealAllRows(db: AnyDb, onBatch?: (table: string, done: number) => void): Promise<Record<string, number>> {
  if (!privacyOf(db)) throw new Error('resealing needs a handle with the privacy plugin');
  const done: Record<string, number> = {};
  for (const table of PROTECTED_TABLES) {
    let after = 0;
    for (;;) {
      const rows = (await db.selectFrom(table).select(selection(table)).where('id', '>', after)
        .where(PROTECTED_COLUMN, 'is not', null).orderBy('id').limit(BATCH).execute()) as Row[];
      if (!rows.length) break;
      await rewrite(db, table, rows);
      after = rows[rows.length - 1].id;
      done[table] = (done[table] ?? 0) + rows.length;
      onBatch?.(table, done[table]);
    }
  }
  return done;
}

/** Rows whose ID number is not sealed under key `kid` (in clear, or under another key). */
export async function rowsNotUnder(db: AnyDb, kid: string): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  const prefix = `${ENVELOPE_PREFIX}${kid}:`;
  for (const table of PROTECTED_TABLES) {
    const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where(PROTECTED_COLUMN, 'is not', null)
      .where((eb) => eb.or([eb(sql`substr(${sql.ref(PROTECTED_COLUMN)}, 1, ${prefix.length})`, '<>', prefix), eb(BLIND_INDEX_COLUMN, 'is', null)]))
      .executeTakeFirstOrThrow();
    if (Number(row.n)) left[table] = Number(row.n);
  }
  return left;
}
