import { type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// ID numbers encrypted at rest (issue 30): each table holding one gets a keyed blind index beside it
// for exact-match search, and the holder look-ups move to it. The sealed value is longer than 18
// characters, so PostgreSQL's varchar(18) widens to text. Sealing the rows already there needs the
// data key, which a migration never sees: lib/server/privacy/seal-rows.ts does it right after.

const TABLES = [
  'user_verified_data', 'enrollments', 'certificates', 'moxibustion_certificates', 'moxibustion_enrollments',
  'training_registrations', 'teacher_applications',
];
const HOLDER_INDEXES = [
  { table: 'certificates', old: 'certificates_holder_idx', name: 'certificates_holder_bidx_idx', other: 'holder_name' },
  { table: 'moxibustion_certificates', old: 'moxibustion_certificates_holder_idx', name: 'moxibustion_certificates_holder_bidx_idx', other: 'name' },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('id_number_bidx', 'varchar(64)').execute();
    if (pg) await db.schema.alterTable(table).alterColumn('id_number', (c) => c.setDataType('text')).execute();
  }
  for (const h of HOLDER_INDEXES) {
    await db.schema.dropIndex(h.old).ifExists().execute();
    await db.schema.createIndex(h.name).on(h.table).columns(['id_number_bidx', h.other]).execute();
  }
  for (const table of TABLES.filter((t) => !HOLDER_INDEXES.some((h) => h.table === t))) {
    await db.schema.createIndex(`${table}_id_number_bidx_idx`).on(table).column('id_number_bidx').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES.filter((t) => !HOLDER_INDEXES.some((h) => h.table === t))) {
    await db.schema.dropIndex(`${table}_id_number_bidx_idx`).ifExists().execute();
  }
  for (const h of HOLDER_INDEXES) {
    await db.schema.dropIndex(h.name).ifExists().execute();
    await db.schema.createIndex(h.old).on(h.table).columns(['id_number', h.other]).execute();
  }
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('id_number_bidx').execute();
}
