import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError, ErrorCode } from '@/lib/server/domain/errors';

// The API's translation of domain errors (lib/server/domain/errors.ts) to its envelope: the HTTP
// status of each code, the body { message, status_code, code, errors? } and Retry-After on a 429.
// Routes and services take the domain errors themselves from lib/server/domain/errors.

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  validation_failed: 422,
  conflict: 409,
  class_full: 409,
  already_enrolled: 409,
  enrollment_closed: 409,
  verification_required: 403,
  password_change_required: 403,
  payment_required: 402,
  too_many_requests: 429,
  payload_too_large: 413,
  service_unavailable: 503,
  internal: 500,
};

export type ErrorBody = { message: string; status_code: number; code: ErrorCode; errors?: Record<string, string[]> };

/** Seconds a 429 asks the client to wait when the limit that refused did not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function errorStatus(error: AppError): ContentfulStatusCode {
  return STATUS[error.code];
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { message: error.message, status_code: STATUS[error.code], code: error.code };
  if (error.errors) body.errors = error.errors;
  return body;
}

/** Seconds a 503 (a dependency down or past its deadline) asks the client to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Headers that go with the body: Retry-After on every 429 and 503. */
export function errorHeaders(error: AppError): Record<string, string> {
  if (STATUS[error.code] === 429) return { 'Retry-After': String(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) };
  if (STATUS[error.code] === 503) return { 'Retry-After': String(error.retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return {};
}
