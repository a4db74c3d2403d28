import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 31, training subsidies: standards, learner category declarations, class sessions and
// real-name attendance, claims with their learner lines and files, public-notice objections,
// payment batches, and an append-only audit log that the database itself keeps append-only
// (triggers refuse UPDATE and DELETE on both dialects). Amounts are integer fen. Seeded databases get
// the `subsidies` permissions for the demo roles.

type Table = CreateTableBuilder<string, never>;

const MODULE = { name: 'subsidies', title: '培训补贴' };
const ACTIONS: [string, string][] = [
  ['view', '查看'], ['standards', '补贴标准'], ['categories', '人员类别审核'], ['sessions', '课次考勤'],
  ['claims', '申领'], ['review', '审核'], ['payment', '拨付'], ['reports', '统计报表'],
];
const GRANTS: Record<string, string[]> = {
  'super-admin': ACTIONS.map(([a]) => a),
  'province-admin': ACTIONS.map(([a]) => a),
  'city-admin': ['view', 'categories', 'review', 'payment', 'reports'],
  school: ['view', 'categories', 'sessions', 'claims'],
  institution: ['view', 'categories', 'sessions', 'claims'],
};
const APPEND_ONLY_MESSAGE = '补贴审计日志只能追加，不能修改或删除。';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());
  const table = (name: string) => db.schema.createTable(name).addColumn('id', 'integer', id);
  const stamps = (t: Table) => t.addColumn('created_at', 'varchar(30)', (c) => c.notNull()).addColumn('updated_at', 'varchar(30)', (c) => c.notNull());
  const index = (name: string, on: string, columns: string[], unique = false) => {
    const b = db.schema.createIndex(name).on(on).columns(columns);
    return (unique ? b.unique() : b).execute();
  };
  const money = (name: string) => (t: Table) => t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
  const float = 'double precision';

  await stamps(
    table('subsidy_standards')
      .addColumn('occupation_id', 'integer', (c) => c.notNull().references('occupations.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('learner_category', 'varchar(30)')
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('min_attendance_percent', 'integer', (c) => c.notNull())
      .addColumn('claim_months', 'integer', (c) => c.notNull())
      .addColumn('once_per_occupation_level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('max_per_year', 'integer', (c) => c.notNull())
      .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('note', 'varchar(500)')
      .addColumn('created_by', 'integer'),
  ).execute();
  await index('subsidy_standards_lookup_idx', 'subsidy_standards', ['occupation_id', 'level', 'valid_from']);

  await stamps(
    table('subsidy_category_declarations')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('enrollment_id', 'integer', (c) => c.references('enrollments.id'))
      .addColumn('category', 'varchar(30)', (c) => c.notNull())
      .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('document_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('review_reason', 'varchar(200)')
      .addColumn('reviewed_by', 'integer')
      .addColumn('reviewed_at', 'varchar(30)'),
  ).execute();
  await index('subsidy_category_user_idx', 'subsidy_category_declarations', ['user_id', 'status']);
  await index('subsidy_category_status_idx', 'subsidy_category_declarations', ['status', 'created_at']);

  await stamps(
    table('class_sessions')
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('place', 'varchar(200)', (c) => c.notNull())
      .addColumn('latitude', float)
      .addColumn('longitude', float)
      .addColumn('radius_m', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer'),
  ).execute();
  await index('class_sessions_class_idx', 'class_sessions', ['class_id', 'starts_at']);
  await index('class_sessions_starts_idx', 'class_sessions', ['starts_at']);

  await stamps(
    table('attendance_records')
      .addColumn('session_id', 'integer', (c) => c.notNull().references('class_sessions.id'))
      .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollments.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('check_in_at', 'varchar(30)')
      .addColumn('check_out_at', 'varchar(30)')
      .addColumn('check_in_ip', 'varchar(64)')
      .addColumn('check_out_ip', 'varchar(64)')
      .addColumn('device_id', 'varchar(64)')
      .addColumn('latitude', float)
      .addColumn('longitude', float)
      .addColumn('distance_m', 'integer')
      .addColumn('outside_radius', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('corrected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('attendance_records_session_enrollment_idx', 'attendance_records', ['session_id', 'enrollment_id'], true);
  await index('attendance_records_enrollment_idx', 'attendance_records', ['enrollment_id']);

  await table('attendance_corrections')
    .addColumn('attendance_id', 'integer', (c) => c.notNull().references('attendance_records.id'))
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('enrollment_id', 'integer', (c) => c.notNull())
    .addColumn('before_check_in_at', 'varchar(30)')
    .addColumn('before_check_out_at', 'varchar(30)')
    .addColumn('after_check_in_at', 'varchar(30)')
    .addColumn('after_check_out_at', 'varchar(30)')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('manager_id', 'integer')
    .addColumn('after_session', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('attendance_corrections_session_idx', 'attendance_corrections', ['session_id']);

  await stamps(
    money('approved_fen')(
      money('total_fen')(
        table('subsidy_claims')
          .addColumn('claim_no', 'varchar(30)', (c) => c.notNull().unique())
          .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
          .addColumn('organization_id', 'integer')
          .addColumn('city_code', 'varchar(12)')
          .addColumn('occupation_id', 'integer', (c) => c.notNull())
          .addColumn('level', 'integer', (c) => c.notNull())
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('learner_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('eligible_count', 'integer', (c) => c.notNull().defaultTo(0)),
      ),
    )
      .addColumn('payee_name', 'varchar(120)')
      .addColumn('payee_bank', 'varchar(120)')
      .addColumn('payee_account', 'varchar(40)')
      .addColumn('submitted_at', 'varchar(30)')
      .addColumn('reviewed_at', 'varchar(30)')
      .addColumn('reviewed_by', 'integer')
      .addColumn('review_reason', 'varchar(500)')
      .addColumn('notice_starts_on', 'varchar(10)')
      .addColumn('notice_ends_on', 'varchar(10)')
      .addColumn('payment_batch_id', 'integer')
      .addColumn('paid_on', 'varchar(10)')
      .addColumn('created_by', 'integer'),
  ).execute();
  await index('subsidy_claims_class_idx', 'subsidy_claims', ['class_id'], true);
  await index('subsidy_claims_status_idx', 'subsidy_claims', ['status', 'updated_at']);
  await index('subsidy_claims_city_idx', 'subsidy_claims', ['city_code', 'status', 'updated_at']);
  await index('subsidy_claims_org_idx', 'subsidy_claims', ['organization_id', 'status', 'updated_at']);
  await index('subsidy_claims_batch_idx', 'subsidy_claims', ['payment_batch_id']);

  await stamps(
    money('approved_fen')(
      money('amount_fen')(
        money('standard_amount_fen')(
          table('subsidy_claim_lines')
            .addColumn('claim_id', 'integer', (c) => c.notNull().references('subsidy_claims.id'))
            .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollments.id'))
            .addColumn('user_id', 'integer', (c) => c.notNull())
            .addColumn('learner_name', 'varchar(50)', (c) => c.notNull())
            .addColumn('learner_category', 'varchar(30)')
            .addColumn('standard_id', 'integer'),
        ),
      ),
    )
      .addColumn('standard_min_attendance_percent', 'integer')
      .addColumn('standard_claim_months', 'integer')
      .addColumn('standard_rules', 'text')
      .addColumn('attendance_percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attended_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('exam_passed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('certificate_id', 'integer')
      .addColumn('certificate_no', 'varchar(50)')
      .addColumn('certificate_issued_on', 'varchar(10)')
      .addColumn('eligible', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reasons', 'text')
      .addColumn('decision', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('decision_reason', 'varchar(200)'),
  ).execute();
  await index('subsidy_claim_lines_claim_idx', 'subsidy_claim_lines', ['claim_id']);
  await index('subsidy_claim_lines_user_idx', 'subsidy_claim_lines', ['user_id']);
  await index('subsidy_claim_lines_enrollment_idx', 'subsidy_claim_lines', ['enrollment_id']);

  await db.schema
    .createTable('subsidy_claim_files')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('subsidy_claims.id'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('subsidy_claim_files_pk', ['claim_id', 'file_id'])
    .execute();

  await table('subsidy_objections')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('subsidy_claims.id'))
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('handled_note', 'varchar(500)')
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('subsidy_objections_claim_idx', 'subsidy_objections', ['claim_id', 'status']);
  await index('subsidy_objections_ip_idx', 'subsidy_objections', ['ip', 'created_at']);

  await stamps(
    money('total_fen')(
      table('subsidy_payment_batches')
        .addColumn('batch_no', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('city_code', 'varchar(12)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('claim_count', 'integer', (c) => c.notNull().defaultTo(0)),
    )
      .addColumn('paid_on', 'varchar(10)')
      .addColumn('voucher_no', 'varchar(50)')
      .addColumn('note', 'varchar(200)')
      .addColumn('created_by', 'integer'),
  ).execute();
  await index('subsidy_payment_batches_status_idx', 'subsidy_payment_batches', ['status', 'created_at']);

  await table('subsidy_audit_log')
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('claim_id', 'integer')
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)')
    .addColumn('actor_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(50)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('changes', 'text')
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('subsidy_audit_log_claim_idx', 'subsidy_audit_log', ['claim_id', 'id']);
  await index('subsidy_audit_log_entity_idx', 'subsidy_audit_log', ['entity', 'entity_id']);

  if (pg) {
    await sql.raw(`create function subsidy_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception '${APPEND_ONLY_MESSAGE}'; end $$`).execute(db);
    await sql.raw(`create trigger subsidy_audit_log_no_change before update or delete on subsidy_audit_log
      for each row execute function subsidy_audit_log_append_only()`).execute(db);
    await sql.raw(`create trigger subsidy_audit_log_no_truncate before truncate on subsidy_audit_log
      for each statement execute function subsidy_audit_log_append_only()`).execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql.raw(`create trigger subsidy_audit_log_no_${op} before ${op} on subsidy_audit_log
        begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`).execute(db);
    }
  }

  await grantPermissions(db);
}

async function grantPermissions(db: Kysely<any>): Promise<void> {
  if (!(await db.selectFrom('roles').select('id').limit(1).executeTakeFirst())) return; // an unseeded database: the seed adds them
  let parent = await db.selectFrom('permissions').select('id').where('name', '=', MODULE.name).executeTakeFirst();
  if (!parent) {
    const last = await db.selectFrom('permissions').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', 'is', null).executeTakeFirst();
    await db.insertInto('permissions').values({ name: MODULE.name, title: MODULE.title, parent_id: null, sort: Number(last?.sort ?? 0) + 1 }).execute();
    parent = await db.selectFrom('permissions').select('id').where('name', '=', MODULE.name).executeTakeFirstOrThrow();
  }
  for (const [i, [action, title]] of ACTIONS.entries()) {
    const name = `${MODULE.name}.${action}`;
    if (!(await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst())) {
      await db.insertInto('permissions').values({ name, title, parent_id: parent.id, sort: i + 1 }).execute();
    }
  }
  for (const [role, actions] of Object.entries(GRANTS)) {
    const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirst();
    if (!r) continue;
    const names = [MODULE.name, ...actions.map((a) => `${MODULE.name}.${a}`)];
    const ids = await db.selectFrom('permissions').select('id').where('name', 'in', names).execute();
    for (const p of ids) {
      const held = await db.selectFrom('role_permissions').select('role_id').where('role_id', '=', r.id).where('permission_id', '=', p.id).executeTakeFirst();
      if (!held) await db.insertInto('role_permissions').values({ role_id: r.id, permission_id: p.id }).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  for (const t of ['subsidy_audit_log', 'subsidy_payment_batches', 'subsidy_objections', 'subsidy_claim_files', 'subsidy_claim_lines', 'subsidy_claims',
    'attendance_corrections', 'attendance_records', 'class_sessions', 'subsidy_category_declarations', 'subsidy_standards']) {
    await db.schema.dropTable(t).execute();
  }
  if (pg) await sql.raw('drop function if exists subsidy_audit_log_append_only()').execute(db);
}
