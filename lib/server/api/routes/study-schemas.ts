import { z } from '@hono/zod-openapi';
import * as Study from '@/lib/contract/study';
import { TrainingClassSchema } from '@/lib/contract/training-class';
import { extensionOf } from '../http/schemas';

// The study endpoints' request body; the answers are the contracts of lib/contract/study.ts.

export { CourseSchema, LessonSchema, PlaySchema, ReportResultSchema, StudySummarySchema } from '@/lib/contract/study';
export const UserClassSchema = extensionOf(TrainingClassSchema, 'TrainingClass', Study.UserClassSchema, 'UserClass');
export const LessonDetailSchema = extensionOf(Study.LessonSchema, 'Lesson', Study.LessonDetailSchema, 'LessonDetail');

export const ProgressBody = z
  .object({
    position_seconds: z.number().min(0).max(86_400).openapi({ description: 'The player position in seconds (fractions allowed)' }),
    playing: z.boolean().openapi({ description: 'Whether the player is playing now; the interval until the next report earns nothing when false' }),
  })
  .openapi('ProgressBody');
