import { z } from 'zod';
import { MAX_ID } from './fields';
import { holderName, idNumber, maskedIdNumber, maskedPhone, phone } from './person';

// The public /trainingRegistration form: anyone may register interest in training for an occupation
// (one registration per phone, ID number and occupation).

export const TrainingRegistrationBody = z
  .object({
    name: holderName,
    phone,
    id_number: idNumber,
    occupation_id: z.number().int().min(1).max(MAX_ID).optional(),
    occupation_name: z.string().trim().min(2).max(50).optional(),
    city_code: z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位地区代码。').meta({ type: 'string', example: '410100' }),
    employment_status: z.string().trim().min(1).max(30).meta({ description: 'A value of dictionary type employment_category' }),
    education: z.string().trim().min(1).max(30).meta({ description: 'A value of dictionary type education' }),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.occupation_id === undefined && v.occupation_name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['occupation_id'], message: '必须填写，或填写 occupation_name。' });
    }
  })
  .meta({ id: 'TrainingRegistrationBody' });
export type TrainingRegistrationInput = z.infer<typeof TrainingRegistrationBody>;

export const CreatedRegistrationSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export type CreatedRegistration = z.infer<typeof CreatedRegistrationSchema>;

// The back-office follow-up of a registration: its status and what was agreed.
export const FOLLOW_UP_STATUSES = ['pending', 'contacted', 'enrolled', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FollowUpBody = z
  .object({ status: z.enum(FOLLOW_UP_STATUSES), note: z.string().trim().max(500).optional() })
  .meta({ id: 'TrainingRegistrationFollowUp' });

// A registration as the back office follows it up (routes/manage-training-registrations.ts), phone and
// ID number masked; the registrations page reads it.
export const ManagedRegistrationSchema = z
  .object({
    id: z.number().int(), name: z.string(), phone: maskedPhone, id_number: maskedIdNumber, occupation_id: z.number().int().nullable(), occupation_name: z.string().nullable(),
    city_code: z.string().nullable(), city_name: z.string().nullable(), employment_status: z.string().nullable(), education: z.string().nullable(),
    status: z.string(), note: z.string().nullable(), created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedTrainingRegistration' });
export type ManagedRegistration = z.infer<typeof ManagedRegistrationSchema>;
