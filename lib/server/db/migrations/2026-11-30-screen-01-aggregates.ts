import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 32, the data screen: daily and monthly buckets of each measure per city, county, occupation
// and skill level (no NULLs in the key: '' for an unknown place, 0 for an unknown occupation or
// level, so the primary key holds on both dialects), the incremental job's watermark per source
// table, and the indexes its per-day recounts read by (screen-02 gives seeded databases the
// permission and the page).

const INDEXES: [string, string, string[]][] = [
  ['users_created_idx', 'users', ['created_at']],
  ['user_verified_updated_idx', 'user_verified_data', ['updated_at']],
  ['user_verified_audited_idx', 'user_verified_data', ['audited_at']],
  ['enrollments_created_idx', 'enrollments', ['created_at']],
  ['certificates_updated_idx', 'certificates', ['updated_at']],
  ['certificates_issued_idx', 'certificates', ['issued_on']],
  ['exam_results_updated_idx', 'exam_results', ['updated_at']],
  ['exams_start_idx', 'exams', ['start_at']],
  ['job_postings_updated_idx', 'job_postings', ['updated_at']],
  ['job_applications_created_idx', 'job_applications', ['created_at']],
  ['subsidy_claims_submitted_idx', 'subsidy_claims', ['submitted_at']],
  ['subsidy_claims_reviewed_idx', 'subsidy_claims', ['reviewed_at']],
  ['subsidy_claims_paid_idx', 'subsidy_claims', ['paid_on']],
  ['classes_running_idx', 'classes', ['start_date', 'end_date']],
];

export async function up(db: Kysely<any>): Promise<void> {
  const bucket = (name: string, period: string) => {
    const t = db.schema
      .createTable(name)
      .addColumn('measure', 'varchar(30)', (c) => c.notNull())
      .addColumn(period, 'varchar(10)', (c) => c.notNull())
      .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('occupation_id', 'integer', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull());
    return t.addPrimaryKeyConstraint(`${name}_pk`, ['measure', period, 'city_code', 'area_code', 'occupation_id', 'level']).execute();
  };
  await bucket('screen_daily', 'day');
  await bucket('screen_monthly', 'month');
  // The screens read one cut of the monthly buckets (-1 and '*' stand for "all"), province-wide or for a city.
  await db.schema.createIndex('screen_monthly_cut_idx').on('screen_monthly').columns(['occupation_id', 'area_code', 'level', 'month', 'city_code']).execute();
  await db.schema
    .createTable('screen_watermarks')
    .addColumn('source', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('mark', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('screen_watermarks').execute();
  await db.schema.dropTable('screen_monthly').execute();
  await db.schema.dropTable('screen_daily').execute();
}
