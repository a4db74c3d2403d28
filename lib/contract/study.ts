import { z } from 'zod';
import { EnrollmentSchema } from './enrollment';
import { TrainingClassSchema } from './training-class';

// A learner's classes and study: the study summary, the course with its lessons, a lesson's detail
// and progress, a play and the answer to a progress report.

const int = () => z.number().int();

export const StudySummarySchema = z
  .object({
    study_seconds: int(), required_seconds: int().meta({ description: 'The class hours × 3600' }), lessons_total: int(), lessons_completed: int(),
    video_ids: z.array(int()),
  })
  .meta({ id: 'StudySummary' });
export type StudySummary = z.infer<typeof StudySummarySchema>;

export const UserClassSchema = TrainingClassSchema.extend({
  enrollment: z.object({ data: EnrollmentSchema }),
  study: z.object({ data: StudySummarySchema }),
}).meta({ id: 'UserClass' });
export type UserClass = z.infer<typeof UserClassSchema>;

export const LessonSchema = z
  .object({
    id: int(), video_id: int(), chapter: z.string().nullable(), title: z.string(), duration_seconds: int(),
    required_ratio: int().meta({ description: 'Percent of the lesson that must be watched to complete it' }), sort: int(), has_media: z.boolean(),
    progress: z.object({ position_seconds: int(), watched_seconds: int(), completed: z.boolean() }),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof LessonSchema>;

export const LessonDetailSchema = LessonSchema.extend({
  video_title: z.string(), class_id: int().nullable(), previous_id: int().nullable(), next_id: int().nullable(), stream_url: z.string().nullable(),
}).meta({ id: 'LessonDetail' });
export type LessonDetail = z.infer<typeof LessonDetailSchema>;

export const CourseSchema = z
  .object({
    id: int(), title: z.string(), cover: z.string().nullable(), description: z.string().nullable(), class_id: int().nullable(),
    class_title: z.string().nullable(), lessons_count: int(), completed_count: int(), duration_seconds: int(), watched_seconds: int(),
    /** The order to pay before this class's course opens (its payment notice is /user/paySuccee?order_no=…); null once nothing is due. */
    payment_order: z.string().nullable().optional(),
    lessons: z.object({ data: z.array(LessonSchema) }).optional(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof CourseSchema>;

export const PlaySchema = z
  .object({
    play_id: int(), lesson_id: int(), duration_seconds: int(), required_ratio: int(), position_seconds: int(), watched_seconds: int(), completed: z.boolean(),
  })
  .meta({ id: 'Play' });
export type Play = z.infer<typeof PlaySchema>;

export const ReportResultSchema = z
  .object({
    credited_seconds: z.number(), position_seconds: z.number(), watched_seconds: int(), completed: z.boolean(), class_study_seconds: int().nullable(),
  })
  .meta({ id: 'ProgressReport' });
export type ProgressReport = z.infer<typeof ReportResultSchema>;

