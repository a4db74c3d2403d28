import { z } from '@hono/zod-openapi';
import type { Course, Lesson, LessonDetail } from '@/lib/api/learner-types';
import type { Play, ProgressReport as ReportResult } from '@/lib/api/learner-types';
import type { StudySummary, UserClass } from '@/lib/api/learner-types';
import { TrainingClassSchema } from '../http/schemas';
import { EnrollmentSchema } from './enrollment-schemas';

const int = () => z.number().int();

export const StudySummarySchema = z
  .object({
    study_seconds: int(), required_seconds: int().openapi({ description: 'The class hours × 3600' }), lessons_total: int(), lessons_completed: int(),
    video_ids: z.array(int()),
  })
  .openapi('StudySummary');

export const UserClassSchema = TrainingClassSchema.extend({
  enrollment: z.object({ data: EnrollmentSchema }),
  study: z.object({ data: StudySummarySchema }),
}).openapi('UserClass');

export const LessonSchema = z
  .object({
    id: int(), video_id: int(), chapter: z.string().nullable(), title: z.string(), duration_seconds: int(),
    required_ratio: int().openapi({ description: 'Percent of the lesson that must be watched to complete it' }), sort: int(), has_media: z.boolean(),
    progress: z.object({ position_seconds: int(), watched_seconds: int(), completed: z.boolean() }),
  })
  .openapi('Lesson');

export const LessonDetailSchema = LessonSchema.extend({
  video_title: z.string(), class_id: int().nullable(), previous_id: int().nullable(), next_id: int().nullable(), stream_url: z.string().nullable(),
}).openapi('LessonDetail');

export const CourseSchema = z
  .object({
    id: int(), title: z.string(), cover: z.string().nullable(), description: z.string().nullable(), class_id: int().nullable(),
    class_title: z.string().nullable(), lessons_count: int(), completed_count: int(), duration_seconds: int(), watched_seconds: int(),
    lessons: z.object({ data: z.array(LessonSchema) }).optional(),
  })
  .openapi('Course');

export const PlaySchema = z
  .object({
    play_id: int(), lesson_id: int(), duration_seconds: int(), required_ratio: int(), position_seconds: int(), watched_seconds: int(), completed: z.boolean(),
  })
  .openapi('Play');

export const ProgressBody = z
  .object({
    position_seconds: z.number().min(0).max(86_400).openapi({ description: 'The player position in seconds (fractions allowed)' }),
    playing: z.boolean().openapi({ description: 'Whether the player is playing now; the interval until the next report earns nothing when false' }),
  })
  .openapi('ProgressBody');

export const ReportResultSchema = z
  .object({
    credited_seconds: z.number(), position_seconds: z.number(), watched_seconds: int(), completed: z.boolean(), class_study_seconds: int().nullable(),
  })
  .openapi('ProgressReport');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof StudySummarySchema>, StudySummary>(true);
same<z.infer<typeof LessonSchema>, Lesson>(true);
same<keyof z.infer<typeof LessonDetailSchema>, keyof LessonDetail>(true);
same<keyof z.infer<typeof CourseSchema>, keyof Course>(true);
same<z.infer<typeof PlaySchema>, Play>(true);
same<z.infer<typeof ReportResultSchema>, ReportResult>(true);
same<keyof z.infer<typeof UserClassSchema>, keyof UserClass>(true);
