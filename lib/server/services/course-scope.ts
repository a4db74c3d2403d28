import { type Expression, type SqlBool, sql } from 'kysely';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { ManagerScope } from './manager-scope';

// A class's course in the back-office: every query joins `classes` and carries this condition, so a
// class, chapter or lesson outside the manager's scope is never found (404), whatever id is asked for.

export function classInScope(scope: ManagerScope): Expression<SqlBool> {
  if (scope.organizationId !== null) return sql<SqlBool>`${sql.ref('classes.organization_id')} = ${scope.organizationId}`;
  if (scope.cityCode !== null) return sql<SqlBool>`${sql.ref('classes.city_code')} = ${scope.cityCode}`;
  return sql<SqlBool>`1 = 1`;
}

export type ScopedClass = { id: number; title: string; occupation_id: number };

export async function scopedClass(db: Db, scope: ManagerScope, classId: number): Promise<ScopedClass> {
  const found = await db.selectFrom('classes').select(['id', 'title', 'occupation_id']).where('id', '=', classId).where(classInScope(scope)).executeTakeFirst();
  if (!found) throw new AppError('not_found', '培训班不存在。');
  return found;
}

/** The class's course (its first video), if it has one yet. */
export async function courseOf(db: Db, classId: number): Promise<number | null> {
  const video = await db.selectFrom('videos').select('id').where('class_id', '=', classId).orderBy('id').executeTakeFirst();
  return video?.id ?? null;
}

/** The class's course, made on the first chapter or lesson a manager adds. */
export async function ensureCourse(trx: Db, cls: ScopedClass, now: Date): Promise<number> {
  const existing = await courseOf(trx, cls.id);
  if (existing !== null) return existing;
  const stamp = now.toISOString();
  const row = await trx
    .insertInto('videos')
    .values({ title: `${cls.title}配套课程`.slice(0, 200), cover: null, description: null, occupation_id: cls.occupation_id, class_id: cls.id, status: 'published', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function scopedChapter(db: Db, scope: ManagerScope, chapterId: number) {
  const found = await db
    .selectFrom('chapters')
    .innerJoin('videos', 'videos.id', 'chapters.video_id')
    .innerJoin('classes', 'classes.id', 'videos.class_id')
    .select(['chapters.id', 'chapters.video_id', 'chapters.title', 'chapters.sort', 'videos.class_id'])
    .where('chapters.id', '=', chapterId)
    .where(classInScope(scope))
    .executeTakeFirst();
  if (!found) throw new AppError('not_found', '章节不存在。');
  return found;
}

/** Lessons of public courses (no class) are open to province and city managers, as before. */
export async function scopedLesson(db: Db, scope: ManagerScope, lessonId: number) {
  const found = await db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .leftJoin('classes', 'classes.id', 'videos.class_id')
    .select(['lessons.id', 'lessons.video_id', 'lessons.file_id', 'lessons.duration_seconds', 'lessons.required_ratio', 'videos.class_id'])
    .where('lessons.id', '=', lessonId)
    .where((eb) => (scope.organizationId === null ? eb.or([eb('videos.class_id', 'is', null), classInScope(scope)]) : classInScope(scope)))
    .executeTakeFirst();
  if (!found) throw new AppError('not_found', '课程不存在。');
  return found;
}
