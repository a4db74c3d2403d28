import type { Readable } from 'node:stream';
import { AppError } from '@/lib/server/domain/errors';
import { errorFields, logger } from '@/lib/server/observability/log';

export type ByteRange = { start: number; end: number };
export type StoredObject = { size: number; sha256?: string };
export type PutOptions = { contentType: string; sha256?: string };
/** A body handed to storage: whole bytes (images, a few MB) or a stream (videos, never held whole). */
export type PutBody = Buffer | Readable;

/** Where uploaded files live; every file route and service goes through this, never through fs or S3 directly. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs and the backup note: a folder or s3://bucket/prefix at an endpoint. */
  readonly location: string;
  put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject>;
  /** The object's bytes (all, or the range); a missing object is a StorageMissing. */
  get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  /** Size (and the checksum recorded at upload, where the driver keeps one), or null when absent. */
  head(key: string): Promise<StoredObject | null>;
  /** Removes the object; an absent one is no error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class StorageMissing extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE = '文件存储暂时不可用，请稍后再试。';

/** The store could not be reached (or refused us): the API answers 503 and writes no row. */
export function storageUnavailable(cause: unknown, location: string): AppError {
  logger().warn({ ...errorFields(cause), storage: location }, 'file storage unavailable');
  // The cause stays on the error for /api/ready, which names what failed.
  return Object.assign(new AppError('service_unavailable', STORAGE_UNAVAILABLE_MESSAGE), { cause });
}

/** Keys are random and grouped by month: `2026/11/<uuid>.png`. */
export function newStorageKey(now: Date, ext: string, random: () => string): string {
  return `${now.toISOString().slice(0, 7).replace('-', '/')}/${random()}.${ext}`;
}
