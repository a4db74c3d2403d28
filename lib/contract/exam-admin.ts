import { z } from 'zod';

// Back-office exam sessions (routes/manage-exams.ts): an exam with its counts, and a row of its result
// sheet; the exams pages read them.

const int = () => z.number().int();

export const EXAM_STATUSES = ['scheduled', 'ongoing', 'finished', 'cancelled'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

export const ManagedExamSchema = z
  .object({
    id: int(), class_id: int(), class_title: z.string(), title: z.string(), start_at: z.string(), end_at: z.string(),
    place: z.string().nullable(), pass_score: int(), status: z.string(),
    tickets: int().meta({ description: 'Admission tickets issued' }), scored: int(), passed: int(),
  })
  .meta({ id: 'ManagedExam' });
export type ManagedExam = z.infer<typeof ManagedExamSchema>;

export const ExamResultRowSchema = z
  .object({
    id: int(), user_id: int(), enrollment_id: int().nullable(), ticket_no: z.string(), real_name: z.string(),
    id_number: z.string(), phone: z.string().nullable(), score: int().nullable(), passed: z.boolean().nullable(), certified: z.boolean(),
  })
  .meta({ id: 'ManagedExamResult' });
export type ExamResultRow = z.infer<typeof ExamResultRowSchema>;

/** POST /exams/{id}/tickets: how many admission tickets were issued now, and in all. */
export const TicketsIssuedSchema = z.object({ data: z.object({ issued: int(), total: int() }) });
export type TicketsIssued = z.infer<typeof TicketsIssuedSchema>;
