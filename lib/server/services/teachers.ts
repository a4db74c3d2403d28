import type { Teacher } from '@/lib/contract/teacher';
import type { Db } from '@/lib/server/db';
import { occupationsByIds } from './occupations';
import { organizationsByIds } from './organizations';
import { contains, offset, uniqueIds, type Page, type PageResult, type IncludeTree } from './query';

// Never phone, user_id or status: the public face of a teacher.
const COLUMNS = [
  'teachers.id', 'teachers.name', 'teachers.avatar', 'teachers.gender', 'teachers.title', 'teachers.organization_id',
  'teachers.occupation_id', 'teachers.specialty', 'teachers.introduction', 'teachers.city_code',
] as const;

export type TeacherFilters = { keyword?: string; city_code?: string; occupation_id?: number };

function publicTeachers(db: Db) {
  return db.selectFrom('teachers').where('teachers.is_public', '=', 1).where('teachers.status', '=', 'active');
}

export async function listTeachers(db: Db, filters: TeacherFilters, page: Page, include: IncludeTree): Promise<PageResult<Teacher>> {
  let query = publicTeachers(db);
  if (filters.city_code) query = query.where('teachers.city_code', '=', filters.city_code);
  if (filters.occupation_id) query = query.where('teachers.occupation_id', '=', filters.occupation_id);
  if (filters.keyword) {
    const keyword = filters.keyword;
    query = query.where((eb) => eb.or([contains('teachers.name', keyword), contains('teachers.specialty', keyword)]));
  }
  const [counted, data] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('teachers.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  await attachTeacherIncludes(db, data, include);
  return { data, total: Number(counted.total) };
}

export async function findTeacher(db: Db, id: number, include: IncludeTree): Promise<Teacher | undefined> {
  const teacher = await publicTeachers(db).select(COLUMNS).where('teachers.id', '=', id).executeTakeFirst();
  if (teacher) await attachTeacherIncludes(db, [teacher], include);
  return teacher;
}

/** Public teachers of each class, one query for all classes. */
export async function teachersByClassIds(db: Db, classIds: number[], include: IncludeTree): Promise<Map<number, Teacher[]>> {
  const byClass = new Map<number, Teacher[]>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return byClass;
  const rows = await publicTeachers(db)
    .innerJoin('class_teachers', 'class_teachers.teacher_id', 'teachers.id')
    .select([...COLUMNS, 'class_teachers.class_id'])
    .where('class_teachers.class_id', 'in', classIds)
    .orderBy('teachers.id')
    .execute();
  const teachers = rows.map(({ class_id, ...teacher }) => {
    byClass.get(class_id)?.push(teacher);
    return teacher;
  });
  await attachTeacherIncludes(db, teachers, include);
  return byClass;
}

export async function attachTeacherIncludes(db: Db, teachers: Teacher[], include: IncludeTree): Promise<void> {
  const [occupations, organizations] = await Promise.all([
    include.occupation ? occupationsByIds(db, uniqueIds(teachers, (t) => t.occupation_id) as number[]) : undefined,
    include.organization ? organizationsByIds(db, uniqueIds(teachers, (t) => t.organization_id) as number[]) : undefined,
  ]);
  for (const t of teachers) {
    if (occupations) t.occupation = { data: (t.occupation_id && occupations.get(t.occupation_id)) || null };
    if (organizations) t.organization = { data: (t.organization_id && organizations.get(t.organization_id)) || null };
  }
}
