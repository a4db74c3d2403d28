import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 32, the data screen: daily and monthly buckets of each measure per city, county, occupation
// and skill level (no NULLs in the key: '' for an unknown place, 0 for an unknown occupation or
// level, so the primary key holds on both dialects), the incremental job's watermark per source
// table, and the indexes its per-day recounts read by. Seeded databases get the permission
// screen.view for the government roles and the page 数据大屏 under 工作台.

const PERMISSION = { module: 'screen', title: '数据大屏', action: 'view', actionTitle: '查看' };
const ROLES = ['super-admin', 'province-admin', 'city-admin'];
const PAGE = { name: 'screen', title: '数据大屏', path: '/manage/screen', component: 'screen/index', permission: 'screen.view' };

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
  await db.schema.createIndex('screen_monthly_city_idx').on('screen_monthly').columns(['city_code', 'month']).execute();
  await db.schema
    .createTable('screen_watermarks')
    .addColumn('source', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('mark', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
  await grantPermission(db);
  await addPage(db);
}

async function grantPermission(db: Kysely<any>): Promise<void> {
  if (!(await db.selectFrom('roles').select('id').limit(1).executeTakeFirst())) return; // an unseeded database: the seed adds it
  let parent = await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION.module).executeTakeFirst();
  if (!parent) {
    const last = await db.selectFrom('permissions').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', 'is', null).executeTakeFirst();
    await db.insertInto('permissions').values({ name: PERMISSION.module, title: PERMISSION.title, parent_id: null, sort: Number(last?.sort ?? 0) + 1 }).execute();
    parent = await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION.module).executeTakeFirstOrThrow();
  }
  const name = `${PERMISSION.module}.${PERMISSION.action}`;
  if (!(await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst())) {
    await db.insertInto('permissions').values({ name, title: PERMISSION.actionTitle, parent_id: parent.id, sort: 1 }).execute();
  }
  const ids = await db.selectFrom('permissions').select('id').where('name', 'in', [PERMISSION.module, name]).execute();
  for (const role of ROLES) {
    const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirst();
    if (!r) continue;
    for (const p of ids) {
      const held = await db.selectFrom('role_permissions').select('role_id').where('role_id', '=', r.id).where('permission_id', '=', p.id).executeTakeFirst();
      if (!held) await db.insertInto('role_permissions').values({ role_id: r.id, permission_id: p.id }).execute();
    }
  }
}

async function addPage(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('sidebars').select('id').where('name', '=', 'group-dashboard').executeTakeFirst();
  if (!group || (await db.selectFrom('sidebars').select('id').where('name', '=', PAGE.name).executeTakeFirst())) return;
  const stamp = new Date().toISOString();
  const last = await db.selectFrom('sidebars').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', '=', group.id).executeTakeFirst();
  await db.insertInto('sidebars').values({
    parent_id: group.id, title: PAGE.title, name: PAGE.name, path: PAGE.path, component: PAGE.component, redirect: null, icon: null,
    sort: Number(last?.sort ?? 0) + 1, is_show: 1, always_show: 0, no_cache: 0, affix: 0, active_menu: null, permission: PAGE.permission,
    created_at: stamp, updated_at: stamp,
  }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sidebars').where('name', '=', PAGE.name).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('screen_watermarks').execute();
  await db.schema.dropTable('screen_monthly').execute();
  await db.schema.dropTable('screen_daily').execute();
}
