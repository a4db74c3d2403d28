import { z } from 'zod';
import { MAX_ID } from './fields';

// The back-office course editor and study-hours report (/api/v1/manage/classes/{id}/…): a class in
// the manager's scope with the size of its course, its chapters and lessons, an uploaded video, and
// one learner's study hours.

const int = () => z.number().int();

export const ClassCourseSchema = z
  .object({ id: int(), title: z.string(), status: z.string(), start_date: z.string(), end_date: z.string(), lessons_count: int() })
  .meta({ id: 'ClassCourse' });
export type ClassCourseRow = z.infer<typeof ClassCourseSchema>;
export const ManagedChapterSchema = z.object({ id: int(), title: z.string(), sort: int(), lessons_count: int() }).meta({ id: 'ManagedChapter' });
export type ManagedChapter = z.infer<typeof ManagedChapterSchema>;
export const ManagedLessonSchema = z
  .object({
    id: int(), chapter_id: int().nullable(), title: z.string(), sort: int(), duration_seconds: int(), required_ratio: int(),
    file_id: int().nullable(), file_name: z.string().nullable(), file_size: int().nullable(),
    learners: int().meta({ description: 'Learners with progress on it; while any, it cannot be deleted' }),
  })
  .meta({ id: 'ManagedLesson' });
export type ManagedLesson = z.infer<typeof ManagedLessonSchema>;
export const ManagedCourseSchema = z
  .object({
    class_id: int(), class_title: z.string(), video_id: int().nullable(),
    chapters: z.object({ data: z.array(ManagedChapterSchema) }), lessons: z.object({ data: z.array(ManagedLessonSchema) }),
  })
  .meta({ id: 'ManagedCourse' });
export type ManagedCourse = z.infer<typeof ManagedCourseSchema>;
export const UploadedVideoSchema = z.object({ file_id: int(), original_name: z.string(), mime: z.string(), size: int() }).meta({ id: 'UploadedVideo' });
export type UploadedVideo = z.infer<typeof UploadedVideoSchema>;
export const StudyHoursRowSchema = z
  .object({
    enrollment_id: int(), user_id: int(), real_name: z.string(), phone: z.string(), status: z.string(), watched_seconds: int(),
    lessons_completed: int(), lessons_total: int(), last_study_at: z.string().nullable(),
  })
  .meta({ id: 'StudyHoursRow' });
export type StudyHoursRow = z.infer<typeof StudyHoursRowSchema>;

export type StudyProgressFilter = 'not_started' | 'in_progress' | 'completed';

// What the course editor writes (POST /manage/courses/{id}/chapters and …/lessons, PATCH /manage/chapters/{id}
// and /manage/lessons/{id}): the API checks with these and the editor's dialogs check the same before sending.
const title = (max: number) => z.string().trim().min(1).max(max);
const ref = () => z.number().int().min(1).max(MAX_ID);
const ratio = z.number().int().min(10).max(100).meta({ description: 'Percent of the lesson that must be watched to complete it (a share of 0.1–1)' });

export const ChapterBody = z.object({ title: title(100) }).meta({ id: 'ChapterBody' });
export const LessonBody = z
  .object({ title: title(200), chapter_id: ref().nullable().default(null), file_id: ref(), duration_seconds: z.number().int().min(1).max(86_400), required_ratio: ratio.default(90) })
  .meta({ id: 'LessonBody' });
export const LessonPatchBody = z
  .object({
    title: title(200).optional(), chapter_id: ref().nullable().optional(), file_id: ref().optional(),
    duration_seconds: z.number().int().min(1).max(86_400).optional(), required_ratio: ratio.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), '请至少修改一项。')
  .meta({ id: 'LessonPatchBody' });
