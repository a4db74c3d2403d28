import { z } from 'zod';
import { idRef } from '../fields';

// The rotating check-in code (签到码) a teacher's screen shows during a session: six digits and a QR
// payload, both signed by the server for one session and one 30-second window. Learners check in
// and out with it; a code older than its window, or made for another session, is refused.

export const CHECK_IN_WINDOW_SECONDS = 30;
/** Minutes before the start and after the end during which checking in and out is open. */
export const CHECK_IN_OPEN_MINUTES_BEFORE = 30;
export const CHECK_OUT_CLOSE_MINUTES_AFTER = 60;

export const CheckInCodeSchema = z
  .object({
    session_id: z.number().int(),
    code: z.string().meta({ description: 'Six digits, what a learner types', example: '482913' }),
    qr_payload: z.string().meta({ description: 'What the QR code encodes: a link to the learner check-in page carrying the signed code' }),
    window: z.number().int().meta({ description: 'The 30-second window the code belongs to (Unix seconds / 30)' }),
    expires_at: z.string(),
    refresh_in_ms: z.number().int(),
    checked_in: z.number().int(),
    checked_out: z.number().int(),
  })
  .meta({ id: 'SubsidyCheckInCode' });
export type CheckInCode = z.infer<typeof CheckInCodeSchema>;

/** POST /user/subsidy/check-in and /check-out. `code` is the six digits or the QR payload's `c` value. */
export const CheckInBody = z
  .object({
    session_id: idRef(),
    code: z.string().trim().min(6, '请输入 6 位签到码。').max(200),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    accuracy_m: z.number().min(0).max(100_000).nullable().optional(),
    device_id: z.string().trim().max(64).nullable().optional().meta({ description: 'A random id the browser keeps in local storage (for fraud signals only)' }),
  })
  .superRefine((b, ctx) => {
    if ((b.latitude == null) !== (b.longitude == null)) ctx.addIssue({ code: 'custom', path: ['longitude'], message: '经度和纬度须同时提供。' });
  })
  .meta({ id: 'SubsidyCheckInBody' });
export type CheckInInput = z.infer<typeof CheckInBody>;
