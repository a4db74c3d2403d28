import { findExaminer, listExaminers } from '@/lib/server/services/examiners';
import { ExaminerSchema } from '@/lib/contract/examiner';
import { intParam } from '@/lib/contract/fields';
import { publicDirectory } from './public-directory';

export const examinerRoutes = publicDirectory({
  tag: 'examiners',
  schema: ExaminerSchema,
  includes: { occupation: {} },
  summaries: { list: 'Public examiners', show: 'One public examiner', page: 'A page of examiners', one: 'The examiner' },
  filters: { level: intParam(1, 5).optional() },
  list: listExaminers,
  find: findExaminer,
  notFound: '考评员不存在。',
});
