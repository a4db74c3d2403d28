import type { Env } from '@/lib/env';
import { localStorage } from './local';
import { s3Storage } from './s3';
import { storageTarget } from './target';
import type { Storage } from './types';

export { localStorage } from './local';
export { s3Storage, type S3Deadlines, type S3Options } from './s3';
export * from './types';
export { storageTarget, type StorageTarget } from './target';

type StorageEnv = Pick<Env, 'STORAGE_URL' | 'UPLOAD_DIR' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>
  & Partial<Pick<Env, 'S3_CONNECT_TIMEOUT_MS' | 'S3_REQUEST_TIMEOUT_MS' | 'S3_PART_TIMEOUT_MS'>>;

export function createStorage(config: StorageEnv, uploadDir = config.UPLOAD_DIR): Storage {
  const target = storageTarget(config.STORAGE_URL, uploadDir);
  if (target.kind === 'local') return localStorage(target.dir);
  return s3Storage({
    bucket: target.bucket, prefix: target.prefix, endpoint: config.S3_ENDPOINT, region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined,
    deadlines: { connectMs: config.S3_CONNECT_TIMEOUT_MS, requestMs: config.S3_REQUEST_TIMEOUT_MS, partMs: config.S3_PART_TIMEOUT_MS },
  });
}
