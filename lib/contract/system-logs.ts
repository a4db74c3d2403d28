import { z } from 'zod';

// The back-office logs (routes/system-logs.ts, client-errors.ts): a row of the operation log, of the sign-in log (with
// whether its account is locked now), of the browsers' error reports, and a live session. The logs
// pages read these.

const int = () => z.number().int();

export const OperationLogRowSchema = z
  .object({
    id: int(), manager_id: int().nullable(), username: z.string().nullable(), manager_name: z.string().nullable(), module: z.string(), action: z.string(),
    method: z.string(), path: z.string(), params: z.string().nullable().meta({ description: 'The request parameters, personal values masked' }),
    status_code: int(), duration_ms: int(), ip: z.string().nullable(), created_at: z.string(),
  })
  .meta({ id: 'OperationLogRow' });
export type OperationLogRow = z.infer<typeof OperationLogRowSchema>;

export const LoginLogRowSchema = z
  .object({
    id: int(), guard: z.string(), username: z.string().meta({ description: "A learner's phone is masked" }), subject_id: int().nullable(),
    success: z.boolean(), reason: z.string().nullable(), ip: z.string().nullable(), user_agent: z.string().nullable(), created_at: z.string(),
    locked: z.boolean(), locked_until: z.string().nullable(),
  })
  .meta({ id: 'LoginLogRow' });
export type LoginLogRow = z.infer<typeof LoginLogRowSchema>;

export const ClientErrorRowSchema = z
  .object({ id: int(), message: z.string(), stack: z.string().nullable(), url: z.string().nullable(), user_agent: z.string().nullable(), created_at: z.string() })
  .meta({ id: 'ClientError' });
export type ClientErrorRow = z.infer<typeof ClientErrorRowSchema>;
/** What recording a browser's error answers (POST /client-errors). */
export const ClientErrorRecordedSchema = z.object({ data: z.object({ id: int() }) });

export const SessionRowSchema = z
  .object({
    id: int(), guard: z.string(), subject_id: int(), account: z.string().meta({ description: "A manager's user name, or a learner's phone masked" }),
    name: z.string().nullable(), ip: z.string().nullable(), user_agent: z.string().nullable(), created_at: z.string(), last_used_at: z.string().nullable(), expires_at: z.string(),
  })
  .meta({ id: 'SessionRow' });
export type SessionRow = z.infer<typeof SessionRowSchema>;
