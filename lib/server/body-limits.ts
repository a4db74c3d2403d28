// How large a request body may be, one policy for the /api/v1 proxy (lib/server/proxy/body-limit.ts)
// and the API itself (lib/server/api/http/body-limit.ts). Both check Content-Length first and then
// count while the body streams, so a body over its limit is refused before it is held in memory.

const MB = 1024 * 1024;

/** JSON and every other body: the largest field (rich text, 200,000 characters) fits with room to spare. */
export const JSON_BODY_LIMIT = 1 * MB;
/** A lesson video, sent as the raw body and streamed to storage (lib/server/uploads/video.ts), never buffered. */
export const VIDEO_BODY_LIMIT = 500 * MB;

const VIDEO_UPLOAD_PATH = /^\/api\/v1\/manage\/courses\/[^/]+\/videos\/?$/;

/**
 * The routes that take multipart/form-data (the OpenAPI document's, checked by
 * tests/api/body-limits-by-route.test.ts), each with room for its files at their own limits plus
 * 1 MB for the other fields and the framing. A multipart label does not raise any other route's limit.
 */
const UPLOADS: ReadonlyArray<{ method: string; path: RegExp; bytes: number }> = [
  // The avatar (2 MB) on a profile edit.
  { method: 'PATCH', path: /^\/api\/v1\/user\/?$/, bytes: 3 * MB },
  // Both sides of the ID card, 5 MB each.
  { method: 'POST', path: /^\/api\/v1\/user\/verified\/?$/, bytes: 11 * MB },
  // Up to three supporting photos of 5 MB.
  { method: 'POST', path: /^\/api\/v1\/user\/enrollments\/?$/, bytes: 16 * MB },
  { method: 'PATCH', path: /^\/api\/v1\/user\/enrollments\/[^/]+\/?$/, bytes: 16 * MB },
  // A teacher application's five files of 5 MB.
  { method: 'POST', path: /^\/api\/v1\/ad\/registered-teachers\/applied\/?$/, bytes: 26 * MB },
  // A logo or a class cover (2 MB), an editor image (5 MB), an Excel import (5 MB).
  { method: 'POST', path: /^\/api\/v1\/manage\/(organization\/logo|classes\/cover)\/?$/, bytes: 3 * MB },
  { method: 'POST', path: /^\/api\/v1\/manage\/(news|pages|moxibustion\/batches)\/images\/?$/, bytes: 6 * MB },
  { method: 'POST', path: /^\/api\/v1\/manage\/(classes\/import|exams\/[^/]+\/results\/import|certificates\/import)\/?$/, bytes: 6 * MB },
  // A subsidy document: a learner's category proof, a claim's invoice or photo (5 MB each).
  { method: 'POST', path: /^\/api\/v1\/(user\/subsidy\/category-documents|manage\/subsidy\/claims\/[^/]+\/attachments)\/?$/, bytes: 6 * MB },
];

/** The largest multipart form any route takes (a teacher application). */
export const MULTIPART_BODY_LIMIT = Math.max(...UPLOADS.map((u) => u.bytes));

/** `not-upload`: a multipart body to a route that takes none, refused before a byte of it is read. */
export type BodyLimit = { kind: 'json' | 'multipart' | 'video' | 'not-upload'; bytes: number };

export function bodyLimitFor(method: string, pathname: string, contentType: string | null | undefined): BodyLimit {
  const verb = method.toUpperCase();
  if (verb === 'POST' && VIDEO_UPLOAD_PATH.test(pathname)) return { kind: 'video', bytes: VIDEO_BODY_LIMIT };
  if (!/^\s*multipart\//i.test(contentType ?? '')) return { kind: 'json', bytes: JSON_BODY_LIMIT };
  const upload = UPLOADS.find((u) => u.method === verb && u.path.test(pathname));
  return upload ? { kind: 'multipart', bytes: upload.bytes } : { kind: 'not-upload', bytes: 0 };
}

/** The declared Content-Length, or null when there is none (a chunked body) or it is not a number. */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  return Number(raw);
}

export function payloadTooLargeMessage(limit: BodyLimit): string {
  if (limit.kind === 'not-upload') return '此接口不接受文件上传，请以 JSON 提交。';
  return limit.kind === 'video' ? `视频不能超过 ${limit.bytes / MB} MB。` : `请求内容过大，不能超过 ${limit.bytes / MB} MB。`;
}
