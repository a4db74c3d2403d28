import { AppError } from '@/lib/server/domain/errors';
import { StorageMissing, type ByteRange, type Storage } from './types';

export type ServedFile = { storageKey: string; mime: string; size: number };
export type ServeOptions = {
  /** The request's Range header: one range of bytes, for seeking in a video or resuming a download. */
  range?: string | null;
  headers: Record<string, string>;
  /** The 404's message when the row exists but its object does not. */
  missing: string;
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n`; null for no (or an unparsed) range, which answers the whole file. */
export function parseRange(header: string | null | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored file (or one range of it) once the caller has made its access checks. */
export async function storedFileResponse(storage: Storage, file: ServedFile, options: ServeOptions): Promise<Response> {
  const range = parseRange(options.range, file.size);
  const headers: Record<string, string> = { 'content-type': file.mime, 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff', ...options.headers };
  if (range === 'unsatisfiable') {
    return Response.json({ message: '请求的范围无效。', status_code: 416, code: 'bad_request' }, { status: 416, headers: { 'content-range': `bytes */${file.size}` } });
  }
  let body: ReadableStream<Uint8Array>;
  try {
    body = await storage.get(file.storageKey, range ?? undefined);
  } catch (error) {
    if (error instanceof StorageMissing) throw new AppError('not_found', options.missing);
    throw error;
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  headers['content-length'] = String(Math.max(end - start + 1, 0));
  if (range) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
  return new Response(body, { status: range ? 206 : 200, headers });
}
