import { z } from 'zod';

// Where a training class stands: a draft, open for enrolment, closed to it, under way, or over.
export const ClassStatusSchema = z.enum(['draft', 'enrolling', 'closed', 'ongoing', 'finished']);
export type ClassStatus = z.infer<typeof ClassStatusSchema>;
