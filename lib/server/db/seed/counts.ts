import type { Database, Db } from '@/lib/server/db';

export const COUNTED_TABLES = [
  'regions', 'dictionary_items', 'occupations', 'organizations', 'roles', 'permissions', 'managers', 'navbars', 'sidebars',
  'users', 'user_verified_data', 'teachers', 'teacher_applications', 'examiners', 'talents', 'job_postings', 'job_applications',
  'classes', 'class_teachers', 'enrollments', 'enrollment_events', 'orders', 'exams', 'exam_results', 'certificates',
  'certificate_events', 'news_categories', 'news', 'pages', 'banners', 'videos', 'lessons', 'lesson_progress',
  'training_registrations', 'moxibustion_batches', 'moxibustion_enrollments', 'moxibustion_certificates',
] as const satisfies readonly (keyof Database)[];

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
