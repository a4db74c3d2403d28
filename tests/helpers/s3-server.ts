import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { s3Storage, type Storage } from '@/lib/server/storage';

// A real S3 protocol server in the test process (s3rver: the S3 REST API over a folder), so the S3
// driver is tested through the AWS SDK, signing, multipart uploads and ranges included.
type S3rverClass = new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

// The SDK's notice that releases after January 2027 need Node 22 (we pin 3.1175.0) is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_BUCKET = 'skills-test';

export type S3Server = {
  endpoint: string;
  /** A driver on this server's bucket; each call a client of its own, as each instance has. */
  storage: (options?: { prefix?: string; partSize?: number }) => Storage;
  /** STORAGE_URL and friends for a server process (npm run api) on this bucket. */
  env: (prefix: string) => Record<string, string>;
  stop: () => Promise<void>;
};

export async function startS3Server(): Promise<S3Server> {
  // Required here, not at the top: every API test imports this file, few start the server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const made: Storage[] = [];
  return {
    endpoint,
    storage(options = {}) {
      const storage = s3Storage({
        bucket: S3_BUCKET, prefix: options.prefix ?? `t-${randomBytes(4).toString('hex')}`, endpoint, region: 'us-east-1',
        forcePathStyle: true, credentials: S3_KEYS, partSize: options.partSize,
      });
      made.push(storage);
      return storage;
    },
    env: (prefix) => ({
      STORAGE_URL: `s3://${S3_BUCKET}/${prefix}`, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    }),
    async stop() {
      await Promise.all(made.map((s) => s.close()));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storage driver the API suite's file tests run on: the local disk, or S3 in the api-s3 jest project. */
export const testStorageDriver = (): 'local' | 's3' => (process.env.TEST_STORAGE === 's3' ? 's3' : 'local');

/** Reads a whole stored object. */
export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  return Buffer.from(await new Response(await storage.get(key)).arrayBuffer());
}
