import { z } from 'zod';
import { fen } from './money';
import { ClaimStatusSchema, LineDecisionSchema } from './states';

// What a learner sees of their subsidies in the learner area (GET /user/subsidies).

export const MySubsidySchema = z
  .object({
    line_id: z.number().int(),
    claim_id: z.number().int(),
    claim_no: z.string(),
    class_id: z.number().int(),
    class_title: z.string(),
    organization_name: z.string().nullable(),
    claim_status: ClaimStatusSchema,
    eligible: z.boolean(),
    reasons: z.array(z.object({ code: z.string(), message: z.string() })),
    decision: LineDecisionSchema,
    decision_reason: z.string().nullable(),
    amount_fen: fen,
    approved_fen: fen,
    paid_on: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'MySubsidy' });
export type MySubsidy = z.infer<typeof MySubsidySchema>;

/** GET /user/subsidy/sessions: the learner's sessions of today and later, with their own attendance. */
export const MySessionSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    class_title: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    place: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius_m: z.number().int(),
    check_in_at: z.string().nullable(),
    check_out_at: z.string().nullable(),
    hours: z.number(),
  })
  .meta({ id: 'MySubsidySession' });
export type MySession = z.infer<typeof MySessionSchema>;
