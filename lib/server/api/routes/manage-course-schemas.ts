import { z } from '@hono/zod-openapi';
import type { ClassCourseRow, ManagedChapter, ManagedCourse, ManagedLesson, StudyHoursRow, UploadedVideo } from '@/lib/api/course-admin-types';
import { idRef, keywordParam, MAX_ID } from '../http/validation';

const int = () => z.number().int();
const title = (max: number) => z.string().trim().min(1).max(max);
const ratio = z.number().int().min(10).max(100)
  .openapi({ description: 'Percent of the lesson that must be watched to complete it (a share of 0.1–1)' });

export const ClassCourseSchema = z
  .object({ id: int(), title: z.string(), status: z.string(), start_date: z.string(), end_date: z.string(), lessons_count: int() })
  .openapi('ClassCourse');
export const ManagedChapterSchema = z.object({ id: int(), title: z.string(), sort: int(), lessons_count: int() }).openapi('ManagedChapter');
export const ManagedLessonSchema = z
  .object({
    id: int(), chapter_id: int().nullable(), title: z.string(), sort: int(), duration_seconds: int(), required_ratio: int(),
    file_id: int().nullable(), file_name: z.string().nullable(), file_size: int().nullable(),
    learners: int().openapi({ description: 'Learners with progress on it; while any, it cannot be deleted' }),
  })
  .openapi('ManagedLesson');
export const ManagedCourseSchema = z
  .object({
    class_id: int(), class_title: z.string(), video_id: int().nullable(),
    chapters: z.object({ data: z.array(ManagedChapterSchema) }), lessons: z.object({ data: z.array(ManagedLessonSchema) }),
  })
  .openapi('ManagedCourse');
export const UploadedVideoSchema = z.object({ file_id: int(), original_name: z.string(), mime: z.string(), size: int() }).openapi('UploadedVideo');
export const StudyHoursRowSchema = z
  .object({
    enrollment_id: int(), user_id: int(), real_name: z.string(), phone: z.string(), status: z.string(), watched_seconds: int(),
    lessons_completed: int(), lessons_total: int(), last_study_at: z.string().nullable(),
  })
  .openapi('StudyHoursRow');

export const ChapterBody = z.object({ title: title(100) }).openapi('ChapterBody');
export const LessonBody = z
  .object({
    title: title(200), chapter_id: z.number().int().min(1).max(MAX_ID).nullable().default(null), file_id: z.number().int().min(1).max(MAX_ID),
    duration_seconds: z.number().int().min(1).max(86_400), required_ratio: ratio.default(90),
  })
  .openapi('LessonBody');
export const LessonPatchBody = z
  .object({
    title: title(200).optional(), chapter_id: z.number().int().min(1).max(MAX_ID).nullable().optional(), file_id: z.number().int().min(1).max(MAX_ID).optional(),
    duration_seconds: z.number().int().min(1).max(86_400).optional(), required_ratio: ratio.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), '请至少修改一项。')
  .openapi('LessonPatchBody');
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof ClassCourseSchema>, ClassCourseRow>(true);
same<z.infer<typeof ManagedChapterSchema>, ManagedChapter>(true);
same<z.infer<typeof ManagedLessonSchema>, ManagedLesson>(true);
same<z.infer<typeof ManagedCourseSchema>, ManagedCourse>(true);
same<z.infer<typeof UploadedVideoSchema>, UploadedVideo>(true);
same<z.infer<typeof StudyHoursRowSchema>, StudyHoursRow>(true);
