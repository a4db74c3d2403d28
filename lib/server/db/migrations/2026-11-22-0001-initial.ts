import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Timestamps are ISO-8601 UTC strings and flags are 0/1 integers, so both dialects behave alike.

type Table = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<any>): boolean {
  return dialectOfHandle(db) === 'postgres';
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const table = (name: string) => db.schema.createTable(name).addColumn('id', 'integer', id);
  const stamps = (t: Table) =>
    t.addColumn('created_at', 'varchar(30)', (c) => c.notNull()).addColumn('updated_at', 'varchar(30)', (c) => c.notNull());
  const index = (name: string, tableName: string, columns: string[], unique = false) => {
    const b = db.schema.createIndex(name).on(tableName).columns(columns);
    return (unique ? b.unique() : b).execute();
  };

  await db.schema
    .createTable('regions')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(12)')
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await index('regions_parent_idx', 'regions', ['parent_code']);

  await db.schema
    .createTable('files')
    .addColumn('id', 'integer', id)
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(20)')
    .addColumn('owner_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await stamps(
    table('organizations')
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('credit_code', 'varchar(18)', (c) => c.unique())
      .addColumn('contact_name', 'varchar(50)')
      .addColumn('contact_phone', 'varchar(20)')
      .addColumn('address', 'varchar(255)')
      .addColumn('province_code', 'varchar(12)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('area_code', 'varchar(12)')
      .addColumn('logo', 'varchar(255)')
      .addColumn('introduction', 'text')
      .addColumn('qualifications', 'text')
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('organizations_type_idx', 'organizations', ['type', 'status']);

  await stamps(
    table('users')
      .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(50)')
      .addColumn('avatar', 'varchar(255)')
      .addColumn('gender', 'integer')
      .addColumn('education', 'varchar(30)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_login_at', 'varchar(30)'),
  ).execute();
  await index('users_city_idx', 'users', ['city_code']);

  await stamps(
    table('user_verified_data')
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('id_front_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('id_back_file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('audit_status', 'varchar(20)', (c) => c.notNull())
      .addColumn('audit_reason', 'varchar(255)')
      .addColumn('audited_by', 'integer')
      .addColumn('audited_at', 'varchar(30)'),
  ).execute();
  await index('user_verified_status_idx', 'user_verified_data', ['audit_status']);

  await stamps(
    table('managers')
      .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('introduction', 'text')
      .addColumn('phone', 'varchar(20)')
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('province_code', 'varchar(12)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('area_code', 'varchar(12)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('settings', 'text')
      .addColumn('last_login_at', 'varchar(30)'),
  ).execute();

  await stamps(
    table('roles')
      .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(50)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)'),
  ).execute();
  await db.schema
    .createTable('permissions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('permissions.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('manager_roles')
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('managers.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('manager_roles_pk', ['manager_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('navbars')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await stamps(
    table('sidebars')
      .addColumn('parent_id', 'integer', (c) => c.references('sidebars.id'))
      .addColumn('title', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('path', 'varchar(200)', (c) => c.notNull())
      .addColumn('component', 'varchar(100)', (c) => c.notNull())
      .addColumn('redirect', 'varchar(200)')
      .addColumn('icon', 'varchar(50)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('no_cache', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('affix', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active_menu', 'varchar(200)'),
  ).execute();
  await index('sidebars_parent_idx', 'sidebars', ['parent_id', 'sort']);
  await db.schema
    .createTable('navbar_sidebars')
    .addColumn('navbar_id', 'integer', (c) => c.notNull().references('navbars.id').onDelete('cascade'))
    .addColumn('sidebar_id', 'integer', (c) => c.notNull().references('sidebars.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('navbar_sidebars_pk', ['navbar_id', 'sidebar_id'])
    .execute();
  await db.schema
    .createTable('sidebar_roles')
    .addColumn('sidebar_id', 'integer', (c) => c.notNull().references('sidebars.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sidebar_roles_pk', ['sidebar_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('dictionary_items')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('value', 'varchar(50)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('dictionary_items_type_value_uq', ['type', 'value'])
    .execute();

  await stamps(
    table('occupations')
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('category_code', 'varchar(10)', (c) => c.notNull())
      .addColumn('category', 'varchar(100)', (c) => c.notNull())
      .addColumn('levels', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await index('occupations_category_idx', 'occupations', ['category_code']);

  await stamps(
    table('teachers')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('gender', 'integer')
      .addColumn('title', 'varchar(50)')
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('specialty', 'varchar(255)')
      .addColumn('introduction', 'text')
      .addColumn('phone', 'varchar(20)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('teachers_city_idx', 'teachers', ['city_code', 'status']);

  await stamps(
    table('teacher_applications')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)')
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('qualifications', 'text')
      .addColumn('files', 'text')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('reason', 'varchar(255)')
      .addColumn('reviewed_by', 'integer')
      .addColumn('reviewed_at', 'varchar(30)'),
  ).execute();
  await index('teacher_applications_user_idx', 'teacher_applications', ['user_id']);

  await stamps(
    table('examiners')
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('gender', 'integer')
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('level', 'integer')
      .addColumn('cert_no', 'varchar(50)')
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('city_code', 'varchar(12)')
      .addColumn('introduction', 'text')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();

  await stamps(
    table('talents')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('gender', 'integer')
      .addColumn('birth_year', 'integer')
      .addColumn('education', 'varchar(30)')
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('skill_level', 'integer')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('expected_job', 'varchar(100)')
      .addColumn('expected_salary', 'varchar(50)')
      .addColumn('introduction', 'text')
      .addColumn('phone', 'varchar(20)')
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('talents_city_idx', 'talents', ['city_code', 'status']);

  await stamps(
    table('classes')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('occupation_id', 'integer', (c) => c.notNull().references('occupations.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('province_code', 'varchar(12)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('area_code', 'varchar(12)')
      .addColumn('address', 'varchar(255)')
      .addColumn('enroll_start', 'varchar(10)')
      .addColumn('enroll_end', 'varchar(10)')
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('schedule', 'text')
      .addColumn('hours', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('enrolled_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('subsidy_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cover', 'varchar(255)')
      .addColumn('description', 'text')
      .addColumn('requires_verification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('classes_status_start_idx', 'classes', ['status', 'start_date']);
  await index('classes_city_idx', 'classes', ['city_code', 'area_code']);
  await index('classes_occupation_idx', 'classes', ['occupation_id', 'level']);
  await index('classes_org_idx', 'classes', ['organization_id']);
  await db.schema
    .createTable('class_teachers')
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('class_teachers_pk', ['class_id', 'teacher_id'])
    .execute();

  // active_slot is 1 while an enrolment is live and NULL once cancelled or rejected: the unique index
  // then allows one live enrolment per learner and class, and any number of ended ones.
  await stamps(
    table('enrollments')
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('active_slot', 'integer')
      .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('education', 'varchar(30)')
      .addColumn('employment_category', 'varchar(30)')
      .addColumn('documents', 'text')
      .addColumn('reason', 'varchar(255)')
      .addColumn('study_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('waitlist_position', 'integer')
      .addColumn('idempotency_key', 'varchar(64)', (c) => c.unique()),
  ).execute();
  await index('enrollments_active_uq', 'enrollments', ['class_id', 'user_id', 'active_slot'], true);
  await index('enrollments_user_idx', 'enrollments', ['user_id', 'status']);
  await index('enrollments_class_status_idx', 'enrollments', ['class_id', 'status']);
  await db.schema
    .createTable('enrollment_events')
    .addColumn('id', 'integer', id)
    .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollments.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('actor_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('enrollment_events_enrollment_idx', 'enrollment_events', ['enrollment_id']);

  await stamps(
    table('orders')
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollments.id'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('paid_at', 'varchar(30)')
      .addColumn('refunded_at', 'varchar(30)')
      .addColumn('confirmed_by', 'integer'),
  ).execute();
  await index('orders_user_idx', 'orders', ['user_id']);
  await index('orders_enrollment_idx', 'orders', ['enrollment_id']);

  await stamps(
    table('exams')
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('start_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('end_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('place', 'varchar(255)')
      .addColumn('pass_score', 'integer', (c) => c.notNull().defaultTo(60))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('exams_class_idx', 'exams', ['class_id']);
  await stamps(
    table('exam_results')
      .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('enrollment_id', 'integer', (c) => c.references('enrollments.id'))
      .addColumn('ticket_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('score', 'integer')
      .addColumn('passed', 'integer')
      .addUniqueConstraint('exam_results_exam_user_uq', ['exam_id', 'user_id']),
  ).execute();
  await index('exam_results_user_idx', 'exam_results', ['user_id']);

  await stamps(
    table('certificates')
      .addColumn('cert_no', 'varchar(22)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('holder_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('occupation_id', 'integer', (c) => c.notNull().references('occupations.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('issuer', 'varchar(120)', (c) => c.notNull())
      .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
      .addColumn('exam_result_id', 'integer', (c) => c.references('exam_results.id'))
      .addColumn('issued_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('revoked_reason', 'varchar(255)')
      .addColumn('replaces_id', 'integer')
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull()),
  ).execute();
  await index('certificates_holder_idx', 'certificates', ['id_number', 'holder_name']);
  await index('certificates_user_idx', 'certificates', ['user_id']);
  await index('certificates_org_idx', 'certificates', ['organization_id']);
  await db.schema
    .createTable('certificate_events')
    .addColumn('id', 'integer', id)
    .addColumn('certificate_id', 'integer', (c) => c.notNull().references('certificates.id').onDelete('cascade'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('manager_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('news_categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('slug', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await stamps(
    table('news')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('news_categories.id'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('cover', 'varchar(255)')
      .addColumn('author', 'varchar(50)')
      .addColumn('source', 'varchar(100)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'varchar(30)'),
  ).execute();
  await index('news_category_published_idx', 'news', ['category_id', 'status', 'published_at']);
  await index('news_published_idx', 'news', ['status', 'published_at']);

  await stamps(
    table('pages')
      .addColumn('slug', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull()),
  ).execute();
  await stamps(
    table('banners')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('image', 'varchar(255)')
      .addColumn('link', 'varchar(255)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();

  await stamps(
    table('videos')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('cover', 'varchar(255)')
      .addColumn('description', 'text')
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await stamps(
    table('lessons')
      .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      .addColumn('chapter', 'varchar(100)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id'))
      .addColumn('duration_seconds', 'integer', (c) => c.notNull())
      .addColumn('required_ratio', 'integer', (c) => c.notNull().defaultTo(90))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index('lessons_video_idx', 'lessons', ['video_id', 'sort']);
  await stamps(
    table('lesson_progress')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
      .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('watched_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_report_at', 'varchar(30)')
      .addUniqueConstraint('lesson_progress_user_lesson_uq', ['user_id', 'lesson_id']),
  ).execute();

  await stamps(
    table('training_registrations')
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('occupation_name', 'varchar(100)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('employment_status', 'varchar(30)')
      .addColumn('education', 'varchar(30)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('note', 'varchar(500)')
      .addColumn('dedupe_key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('ip', 'varchar(64)'),
  ).execute();

  await stamps(
    table('moxibustion_enrollments')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('gender', 'integer')
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('work_unit', 'varchar(120)')
      .addColumn('city_code', 'varchar(12)')
      .addColumn('batch', 'varchar(50)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await stamps(
    table('moxibustion_certificates')
      .addColumn('cert_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('enrollment_id', 'integer', (c) => c.references('moxibustion_enrollments.id'))
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('id_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('level', 'varchar(30)', (c) => c.notNull())
      .addColumn('issuer', 'varchar(120)', (c) => c.notNull())
      .addColumn('issued_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull()),
  ).execute();
  await index('moxibustion_certificates_holder_idx', 'moxibustion_certificates', ['id_number', 'name']);

  await stamps(
    table('job_postings')
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('occupation_id', 'integer', (c) => c.references('occupations.id'))
      .addColumn('city_code', 'varchar(12)')
      .addColumn('area_code', 'varchar(12)')
      .addColumn('salary_min', 'integer')
      .addColumn('salary_max', 'integer')
      .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('education', 'varchar(30)')
      .addColumn('experience', 'varchar(30)')
      .addColumn('description', 'text')
      .addColumn('contact', 'varchar(100)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('published_at', 'varchar(30)'),
  ).execute();
  await index('job_postings_status_idx', 'job_postings', ['status', 'published_at']);
  await stamps(
    table('job_applications')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('job_postings.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('talent_id', 'integer', (c) => c.references('talents.id'))
      .addColumn('message', 'varchar(500)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addUniqueConstraint('job_applications_job_user_uq', ['job_id', 'user_id']),
  ).execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', id)
    .addColumn('verification_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('verification_codes_phone_idx', 'verification_codes', ['phone', 'created_at']);

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('guard', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('access_tokens_subject_idx', 'access_tokens', ['guard', 'subject_id']);

  await db.schema
    .createTable('operation_logs')
    .addColumn('id', 'integer', id)
    .addColumn('manager_id', 'integer')
    .addColumn('module', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('params', 'text')
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('operation_logs_created_idx', 'operation_logs', ['created_at']);
  await db.schema
    .createTable('login_logs')
    .addColumn('id', 'integer', id)
    .addColumn('guard', 'varchar(10)', (c) => c.notNull())
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await index('login_logs_username_idx', 'login_logs', ['guard', 'username', 'created_at']);
  await db.schema
    .createTable('client_error_logs')
    .addColumn('id', 'integer', id)
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('url', 'varchar(500)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted: migrations never drop data.');
}
