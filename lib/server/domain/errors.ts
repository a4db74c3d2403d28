// Domain errors: what a service refuses and why, in words the user reads. They know no HTTP; the
// API translates them to its envelope and status (lib/server/api/http/errors.ts).

export type ErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'validation_failed'
  | 'conflict'
  | 'class_full'
  | 'already_enrolled'
  | 'enrollment_closed'
  | 'verification_required'
  | 'password_change_required'
  | 'payment_required'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'service_unavailable'
  | 'internal';

/** SPEC.md §8: the front end resets the user token on a 401 with exactly this message. */
export const UNAUTHENTICATED_MESSAGE = '身份认证未通过。';
export const VALIDATION_FAILED_MESSAGE = '提交的数据无效。';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = '您正在使用一次性密码，请先修改密码后再继续操作。';
export const SERVICE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试。';

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  bad_request: '请求无效。',
  unauthenticated: UNAUTHENTICATED_MESSAGE,
  forbidden: '没有权限执行此操作。',
  not_found: '请求的资源不存在。',
  validation_failed: VALIDATION_FAILED_MESSAGE,
  conflict: '请求与当前状态冲突。',
  class_full: '该培训班名额已满。',
  already_enrolled: '您已报名该培训班，请勿重复报名。',
  enrollment_closed: '该培训班当前不在报名期内。',
  verification_required: '报名该培训班需要先完成实名认证。',
  password_change_required: PASSWORD_CHANGE_REQUIRED_MESSAGE,
  payment_required: '请先完成缴费再开始学习。',
  too_many_requests: '请求过于频繁，请稍后再试。',
  payload_too_large: '请求内容过大。',
  service_unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  internal: '服务器内部错误。',
};

export class AppError extends Error {
  /** Seconds until the limit that refused allows again (a too_many_requests refusal). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.name = 'AppError';
  }
}

/** A refusal by an abuse limit, saying when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds?: number): AppError {
  const error = new AppError('too_many_requests', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPIPE',
  // PostgreSQL: connection exceptions (08xxx), admin shutdown (57P0x), too many connections.
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300',
  // A statement cancelled by its deadline (statement_timeout, DATABASE_STATEMENT_TIMEOUT_MS).
  '57014',
  'SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_READONLY_DBMOVED',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i, /timeout exceeded when trying to connect/i, /pool after calling end/i, /database connection is not open/i, /driver has already been destroyed/i,
  // ioredis: past REDIS_COMMAND_TIMEOUT_MS, or Redis unreachable through the reconnection attempts.
  /^command timed out$/i, /max retries per request limit/i, /^connection is closed\.?$/i,
];

// Duck-typed rather than instanceof: driver errors may come from another realm (vm, jest).
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message));
}

/** Any thrown value becomes an AppError; unknown failures never carry their details outward. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isConnectionError(error)) return new AppError('service_unavailable');
  const status = (error as { status?: unknown })?.status;
  if (status === 404) return new AppError('not_found');
  if (status === 415 || status === 400) return new AppError('bad_request', (error as Error).message || undefined);
  return new AppError('internal');
}
