import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { payloadTooLarge } from '@/lib/server/api/http/body-limit';
import { AppError } from '@/lib/server/domain/errors';
import { VIDEO_BODY_LIMIT } from '@/lib/server/body-limits';
import { newStorageKey, type Storage } from '@/lib/server/storage';

// file-type 16 is CommonJS; its typings are ESM-shaped, so it is loaded with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

export const VIDEO_MIMES = ['video/mp4', 'video/webm'] as const;
export const MAX_VIDEO_BYTES = VIDEO_BODY_LIMIT;
/** file-type reads at most this many leading bytes to judge a file. */
const SNIFF_BYTES = 4100;

export type StoredVideo = { storageKey: string; mime: string; size: number; sha256: string };

const invalid = (message: string) => new AppError('validation_failed', message, { file: [message] });
export const tooLarge = () => payloadTooLarge({ kind: 'video', bytes: MAX_VIDEO_BYTES });

async function sniff(head: Buffer): Promise<{ ext: string; mime: string }> {
  const found = await FileType.fromBuffer(head);
  if (!found || !(VIDEO_MIMES as readonly string[]).includes(found.mime)) throw invalid('只支持 MP4 或 WebM 格式的视频文件。');
  return found;
}

/**
 * Streams a request body to storage chunk by chunk (never the whole file in memory; a multipart
 * upload on S3): judged by its first bytes, not its name or declared type, hashed on the way, and
 * cut off past maxBytes, in which case nothing is kept.
 */
export async function receiveVideo(body: ReadableStream<Uint8Array> | null, storage: Storage, now: Date, maxBytes = MAX_VIDEO_BYTES): Promise<StoredVideo> {
  if (!body) throw invalid('请选择要上传的视频文件。');
  const reader = body.getReader();
  const hash = createHash('sha256');
  let size = 0;
  const take = (value: Uint8Array) => {
    size += value.byteLength;
    if (size > maxBytes) throw tooLarge();
    hash.update(value);
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  };
  try {
    // The first bytes decide the type, and so the key's extension, before anything is stored.
    const head: Buffer[] = [];
    let ended = false;
    while (size < SNIFF_BYTES) {
      const { done, value } = await reader.read();
      if (done) { ended = true; break; }
      head.push(take(value));
    }
    if (size === 0) throw invalid('请选择要上传的视频文件。');
    const type = await sniff(Buffer.concat(head));
    async function* rest() {
      yield* head;
      while (!ended) {
        const { done, value } = await reader.read();
        if (done) return;
        yield take(value);
      }
    }
    const storageKey = newStorageKey(now, type.ext, randomUUID);
    await storage.put(storageKey, Readable.from(rest()), { contentType: type.mime });
    return { storageKey, mime: type.mime, size, sha256: hash.digest('hex') };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
