import { findTeacher, listTeachers } from '@/lib/server/services/teachers';
import { TeacherSchema } from '@/lib/contract/teacher';
import { publicDirectory } from './public-directory';

export const teacherRoutes = publicDirectory({
  tag: 'teachers',
  schema: TeacherSchema,
  includes: { occupation: {}, organization: {} },
  summaries: { list: 'Public teachers', show: 'One public teacher', page: 'A page of teachers', one: 'The teacher' },
  list: listTeachers,
  find: findTeacher,
  notFound: '教师不存在。',
});
