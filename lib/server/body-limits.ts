// How large a request body may be, one policy for the /api/v1 proxy (lib/server/proxy/body-limit.ts)
// and the API itself (lib/server/api/http/body-limit.ts). Both check Content-Length first and then
// count while the body streams, so a body over its limit is refused before it is held in memory.

const MB = 1024 * 1024;

/** JSON and every other body: the largest field (rich text, 200,000 characters) fits with room to spare. */
export const JSON_BODY_LIMIT = 1 * MB;
/** The largest multipart form: a teacher application's five files of 5 MB, plus 1 MB for the other fields and the framing. */
export const MULTIPART_BODY_LIMIT = 26 * MB;
/** A lesson video, sent as the raw body and streamed to storage (lib/server/uploads/video.ts), never buffered. */
export const VIDEO_BODY_LIMIT = 500 * MB;

const VIDEO_UPLOAD_PATH = /^\/api\/v1\/manage\/courses\/[^/]+\/videos\/?$/;

export type BodyLimit = { kind: 'json' | 'multipart' | 'video'; bytes: number };

export function bodyLimitFor(method: string, pathname: string, contentType: string | null | undefined): BodyLimit {
  if (method.toUpperCase() === 'POST' && VIDEO_UPLOAD_PATH.test(pathname)) return { kind: 'video', bytes: VIDEO_BODY_LIMIT };
  if (/^multipart\/form-data/i.test(contentType ?? '')) return { kind: 'multipart', bytes: MULTIPART_BODY_LIMIT };
  return { kind: 'json', bytes: JSON_BODY_LIMIT };
}

/** The declared Content-Length, or null when there is none (a chunked body) or it is not a number. */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  return Number(raw);
}

export function payloadTooLargeMessage(limit: BodyLimit): string {
  return limit.kind === 'video' ? `视频不能超过 ${limit.bytes / MB} MB。` : `请求内容过大，不能超过 ${limit.bytes / MB} MB。`;
}
