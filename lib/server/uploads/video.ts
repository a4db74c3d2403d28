import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '@/lib/server/api/http/errors';

// file-type 16 is CommonJS; its typings are ESM-shaped, so it is loaded with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

export const VIDEO_MIMES = ['video/mp4', 'video/webm'] as const;
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** file-type reads at most this many leading bytes to judge a file. */
const SNIFF_BYTES = 4100;

export type StoredVideo = { storageKey: string; absolutePath: string; mime: string; size: number; sha256: string };

const invalid = (message: string) => new AppError('validation_failed', message, { file: [message] });
export const tooLarge = () => invalid(`视频不能超过 ${MAX_VIDEO_BYTES / 1024 / 1024} MB。`);

async function sniff(head: Buffer): Promise<{ ext: string; mime: string }> {
  const found = await FileType.fromBuffer(head);
  if (!found || !(VIDEO_MIMES as readonly string[]).includes(found.mime)) throw invalid('只支持 MP4 或 WebM 格式的视频文件。');
  return found;
}

async function write(out: fs.WriteStream, chunk: Uint8Array): Promise<void> {
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    out.once('drain', resolve);
    out.once('error', reject);
  });
}

/**
 * Streams a request body to storage chunk by chunk (never the whole file in memory): judged by its
 * first bytes, not its name or declared type, hashed on the way, and cut off past maxBytes.
 */
export async function receiveVideo(body: ReadableStream<Uint8Array> | null, uploadDir: string, now: Date, maxBytes = MAX_VIDEO_BYTES): Promise<StoredVideo> {
  if (!body) throw invalid('请选择要上传的视频文件。');
  const partPath = path.resolve(uploadDir, 'tmp', `${randomUUID()}.part`);
  await fs.promises.mkdir(path.dirname(partPath), { recursive: true });
  const out = fs.createWriteStream(partPath, { flags: 'wx' });
  const reader = body.getReader();
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let type: { ext: string; mime: string } | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      if (!type) {
        head.push(Buffer.from(value));
        if (size >= SNIFF_BYTES) type = await sniff(Buffer.concat(head));
      }
      hash.update(value);
      await write(out, value);
    }
    if (size === 0) throw invalid('请选择要上传的视频文件。');
    type ??= await sniff(Buffer.concat(head));
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const storageKey = `${now.toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}.${type.ext}`;
    const absolutePath = path.resolve(uploadDir, storageKey);
    await fs.promises.mkdir(path.dirname(absolutePath), { recursive: true });
    await fs.promises.rename(partPath, absolutePath);
    return { storageKey, absolutePath, mime: type.mime, size, sha256: hash.digest('hex') };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    // The file is opened asynchronously: removed before the stream has closed, an open still under
    // way would create it again after the removal.
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    out.destroy();
    if (!out.closed) await closed;
    await fs.promises.rm(partPath, { force: true });
    throw error;
  }
}
