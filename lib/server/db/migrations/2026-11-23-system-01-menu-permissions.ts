import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// A sidebar item may name the permission it needs, so one permission string decides both what the
// menus show and what the API allows. Seeded databases get their pages' permissions filled in, and
// the permissions of the online-sessions and unlock actions (granted to the super-admin role).

const PAGE_PERMISSIONS: Record<string, string> = {
  'classes/index': 'classes.view', 'classes/edit': 'classes.update', 'enrollments/index': 'enrollments.view',
  'verifications/index': 'verifications.view', 'videos/index': 'videos.view', 'training-registrations/index': 'training-registrations.view',
  'moxibustion/index': 'moxibustion.view', 'teachers/index': 'teachers.view', 'teacher-applications/index': 'teachers.review',
  'occupations/index': 'occupations.view', 'exams/index': 'exams.view', 'examiners/index': 'examiners.view',
  'certificates/index': 'certificates.view', 'certificates/detail': 'certificates.view', 'talents/index': 'talents.view',
  'jobs/index': 'jobs.view', 'jobs/edit': 'jobs.update', 'news/index': 'news.view', 'news/edit': 'news.manage', 'pages/index': 'pages.view',
  'learners/index': 'learners.view', 'organizations/index': 'organizations.view', 'managers/index': 'managers.view',
  'roles/index': 'system.roles', 'menus/index': 'system.menus', 'dictionaries/index': 'system.dictionaries',
  'logs/operation': 'logs.operation', 'logs/login': 'logs.login', 'logs/client-errors': 'logs.client-errors',
};

const NEW_LOG_ACTIONS = [
  ['logs.unlock', '解锁账号'],
  ['logs.sessions', '在线会话'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sidebars').addColumn('permission', 'varchar(100)').execute();
  for (const [component, permission] of Object.entries(PAGE_PERMISSIONS)) {
    await db.updateTable('sidebars').set({ permission }).where('component', '=', component).where('permission', 'is', null).execute();
  }
  const logs = await db.selectFrom('permissions').select('id').where('name', '=', 'logs').executeTakeFirst();
  if (!logs) return;
  const superAdmin = await db.selectFrom('roles').select('id').where('name', '=', 'super-admin').executeTakeFirst();
  let sort = 10;
  for (const [name, title] of NEW_LOG_ACTIONS) {
    if (await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst()) continue;
    await db.insertInto('permissions').values({ name, title, parent_id: logs.id, sort: sort++ }).execute();
    const row = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    if (superAdmin) await db.insertInto('role_permissions').values({ role_id: superAdmin.id, permission_id: row.id }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sidebars').dropColumn('permission').execute();
}
