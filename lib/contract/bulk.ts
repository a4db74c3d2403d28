import { z } from 'zod';

// What a bulk review answers (enrolments, teacher applications): one outcome per id, and the tallies.

const int = () => z.number().int();

/** One id's outcome: its status after the action, or the message of why it was refused. */
export const bulkOutcome = <S extends z.ZodType>(status: S) => z.object({ id: int(), ok: z.boolean(), status: status.nullable(), message: z.string().nullable() });
export const bulkAnswer = <O extends z.ZodType>(outcome: O) => z.object({ results: z.array(outcome), succeeded: int(), failed: int() });

export const EnrollmentBulkOutcomeSchema = bulkOutcome(z.string()).meta({ id: 'EnrollmentBulkOutcome' });
export const EnrollmentBulkAnswerSchema = bulkAnswer(EnrollmentBulkOutcomeSchema);
export type EnrollmentBulkOutcome = z.infer<typeof EnrollmentBulkOutcomeSchema>;
export type EnrollmentBulkAnswer = z.infer<typeof EnrollmentBulkAnswerSchema>;
