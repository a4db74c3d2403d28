import { z } from '@hono/zod-openapi';
import { idRef, keywordParam, MAX_ID } from '@/lib/contract/fields';

export {
  ChapterBody, ClassCourseSchema, LessonBody, LessonPatchBody, ManagedChapterSchema, ManagedCourseSchema, ManagedLessonSchema, StudyHoursRowSchema, UploadedVideoSchema,
} from '@/lib/contract/course-admin';

export const CourseOrderBody = z
  .object({ chapter_ids: z.array(z.number().int().min(1).max(MAX_ID)).max(500), lesson_ids: z.array(z.number().int().min(1).max(MAX_ID)).max(2000) })
  .openapi('CourseOrderBody');

export const CourseListQuery = z.object({ keyword: keywordParam.optional() });
export const StudyReportFilters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the name, or the whole phone number' }),
  status: z.enum(['approved', 'paid', 'studying', 'completed', 'certified']).optional(),
  progress: z.enum(['not_started', 'in_progress', 'completed']).optional(),
});
export const UploadQuery = z.object({ name: z.string().trim().min(1).max(255).optional().openapi({ description: 'The original file name, shown to managers' }) });
export const classIdParam = z.object({ id: idRef().openapi({ param: { name: 'id', in: 'path' }, description: 'The class id', example: 1 }) });
