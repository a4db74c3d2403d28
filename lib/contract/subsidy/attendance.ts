import { z } from 'zod';

// Real-name attendance (实名考勤): one record per learner and session, from check-in and check-out,
// and the institution's corrections, each with a reason the reviewers see.

export const AttendanceSourceSchema = z.enum(['check_in', 'correction', 'online']);

export const AttendanceRecordSchema = z
  .object({
    id: z.number().int(),
    session_id: z.number().int(),
    enrollment_id: z.number().int(),
    user_id: z.number().int(),
    learner_name: z.string(),
    check_in_at: z.string().nullable(),
    check_out_at: z.string().nullable(),
    hours: z.number().meta({ description: 'Hours attended, from check-in to check-out, clipped to the session' }),
    check_in_ip: z.string().nullable(),
    check_out_ip: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distance_m: z.number().int().nullable().meta({ description: 'Distance from the session place, when both are known' }),
    outside_radius: z.boolean(),
    corrected: z.boolean(),
    source: AttendanceSourceSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AttendanceRecord' });
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

export const AttendanceCorrectionSchema = z
  .object({
    id: z.number().int(),
    attendance_id: z.number().int(),
    session_id: z.number().int(),
    enrollment_id: z.number().int(),
    learner_name: z.string(),
    before_check_in_at: z.string().nullable(),
    before_check_out_at: z.string().nullable(),
    after_check_in_at: z.string().nullable(),
    after_check_out_at: z.string().nullable(),
    reason: z.string(),
    manager_name: z.string().nullable(),
    after_session: z.boolean().meta({ description: 'Made after the session ended (a fraud signal)' }),
    created_at: z.string(),
  })
  .meta({ id: 'AttendanceCorrection' });
export type AttendanceCorrection = z.infer<typeof AttendanceCorrectionSchema>;

/** PUT /manage/subsidy/sessions/{id}/attendance/{enrollment_id}: set or clear the times, with a reason. */
export const AttendanceCorrectionBody = z
  .object({
    check_in_at: z.iso.datetime({ offset: true, message: '必须是有效的时间。' }).nullable(),
    check_out_at: z.iso.datetime({ offset: true, message: '必须是有效的时间。' }).nullable(),
    reason: z.string().trim().min(4, '更正原因至少 4 个字。').max(200, '更正原因最多 200 个字。'),
  })
  .superRefine((b, ctx) => {
    if (b.check_out_at && !b.check_in_at) ctx.addIssue({ code: 'custom', path: ['check_in_at'], message: '有签退时间时必须有签到时间。' });
    if (b.check_in_at && b.check_out_at && Date.parse(b.check_out_at) <= Date.parse(b.check_in_at)) {
      ctx.addIssue({ code: 'custom', path: ['check_out_at'], message: '签退时间必须晚于签到时间。' });
    }
  })
  .meta({ id: 'AttendanceCorrectionBody' });
export type AttendanceCorrectionInput = z.infer<typeof AttendanceCorrectionBody>;

/** One learner's attendance in a class: per-session hours and the rate against the class's required hours. */
export const AttendanceSummarySchema = z
  .object({
    enrollment_id: z.number().int(),
    user_id: z.number().int(),
    learner_name: z.string(),
    offline_hours: z.number(),
    online_hours: z.number(),
    attended_hours: z.number(),
    required_hours: z.number(),
    rate_percent: z.number().int(),
    sessions_attended: z.number().int(),
    sessions_total: z.number().int(),
  })
  .meta({ id: 'AttendanceSummary' });
export type AttendanceSummary = z.infer<typeof AttendanceSummarySchema>;
