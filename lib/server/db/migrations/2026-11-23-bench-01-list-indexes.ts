import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Indexes for the public class list at province size (100,000 classes): every filter the list
// offers leads to an index that already holds the rows in (status, start_date, id) order, so a
// page is an index range walk instead of a sort of every public class.

const INDEXES: Array<[name: string, columns: string[]]> = [
  ['classes_status_start_id_idx', ['status', 'start_date', 'id']],
  ['classes_city_status_start_idx', ['city_code', 'status', 'start_date']],
  ['classes_area_status_start_idx', ['area_code', 'status', 'start_date']],
  ['classes_occupation_status_start_idx', ['occupation_id', 'status', 'start_date']],
  ['classes_hot_status_start_idx', ['is_hot', 'status', 'start_date']],
  // The other two orders walk one index and filter out drafts (a few percent of rows).
  ['classes_hot_order_idx', ['is_hot', 'enrolled_count', 'id']],
  ['classes_created_idx', ['created_at', 'id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('classes').columns(columns).execute();
  // (status, start_date) is a prefix of the first index above.
  await db.schema.dropIndex('classes_status_start_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('classes_status_start_idx').on('classes').columns(['status', 'start_date']).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
