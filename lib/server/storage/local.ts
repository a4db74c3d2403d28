import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageMissing, storageUnavailable, type ByteRange, type PutBody, type Storage, type StoredObject } from './types';

/** Files under one folder (UPLOAD_DIR): the default, for `npm start` on one machine. */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // Keys come from our own rows, but a key that leaves the folder is never followed.
    if (!file.startsWith(base + path.sep)) throw new StorageMissing(key);
    return file;
  };
  const failed = (error: unknown) => storageUnavailable(error, base);
  return {
    kind: 'local',
    location: base,
    async put(key: string, body: PutBody, options) {
      const target = fileOf(key);
      const part = path.join(base, 'tmp', `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      try {
        await fs.promises.mkdir(path.dirname(part), { recursive: true });
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, async function* count(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            hash.update(chunk);
            yield chunk;
          }
        }, fs.createWriteStream(part, { flags: 'wx' }));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(part, target);
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw isFsError(error) ? failed(error) : error;
      }
      return { size, sha256: options.sha256 ?? hash.digest('hex') };
    },
    async get(key: string, range?: ByteRange) {
      const file = fileOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageMissing(key);
        throw failed(error);
      }
      return Readable.toWeb(handle.createReadStream(range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>;
    },
    async head(key: string): Promise<StoredObject | null> {
      try {
        const stat = await fs.promises.stat(fileOf(key));
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if (error instanceof StorageMissing || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw failed(error);
      }
    },
    async delete(key: string) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async close() {},
  };
}

const isFsError = (error: unknown) => typeof (error as NodeJS.ErrnoException)?.code === 'string' && /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code!);
