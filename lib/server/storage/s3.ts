import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { readWithDeadline, withDeadline } from '@/lib/server/deadline';
import { errorFields, logger } from '@/lib/server/observability/log';
import { StorageMissing, storageUnavailable, type ByteRange, type PutBody, type Storage, type StoredObject } from './types';

export type S3Options = {
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end ('' for none). */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Multipart part size; 8 MB keeps a 500 MB video at 63 parts and two parts in memory at a time. */
  partSize?: number;
  /**
   * Deadlines in ms (S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS, S3_PART_TIMEOUT_MS); the defaults are
   * env.ts's. The request deadline also holds each wait on a read's body once its headers came.
   */
  deadlines?: Partial<S3Deadlines>;
};

export type S3Deadlines = { connectMs: number; requestMs: number; partMs: number };
const DEFAULT_DEADLINES: S3Deadlines = { connectMs: 3000, requestMs: 10_000, partMs: 60_000 };

/** Parts of one upload sent at once: each holds partSize bytes in memory. */
const QUEUE_SIZE = 2;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

type Sdk = { s3: typeof import('@aws-sdk/client-s3'); Upload: typeof import('@aws-sdk/lib-storage').Upload };

// The AWS SDK (a few hundred files) is loaded with the first call to a store: a server on local
// storage never loads it.
let sdkLoading: Promise<Sdk> | undefined;
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ s3, Upload: storage.Upload }));
  return sdkLoading;
}

/** S3-compatible object storage (MinIO, Aliyun OSS, Tencent COS, Huawei OBS, AWS) on the AWS SDK v3. */
export function s3Storage(options: S3Options): Storage {
  const deadlines: S3Deadlines = {
    connectMs: options.deadlines?.connectMs ?? DEFAULT_DEADLINES.connectMs,
    requestMs: options.deadlines?.requestMs ?? DEFAULT_DEADLINES.requestMs,
    partMs: options.deadlines?.partMs ?? DEFAULT_DEADLINES.partMs,
  };
  let connected: S3Client | undefined;
  const connect = async () => {
    const sdk = await loadSdk();
    connected ??= new sdk.s3.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums in trailers (the SDK's default since 2025) are not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and keeps
      // waiting. Each call below also has a deadline of its own (withDeadline) covering both attempts.
      requestHandler: { connectionTimeout: deadlines.connectMs, requestTimeout: deadlines.partMs, throwOnRequestTimeout: true },
    });
    return { sdk, client: connected };
  };
  /** One call to the store, abandoned (its socket closed) when the request deadline passes. */
  const call = async <T>(what: string, send: (client: S3Client, sdk: Sdk, signal: AbortSignal) => Promise<T>) => {
    const { client, sdk } = await connect();
    return withDeadline(`object storage ${what}`, deadlines.requestMs, (signal) => send(client, sdk, signal));
  };
  const keyOf = (key: string) => (options.prefix ? `${options.prefix}/${key}` : key);
  const location = `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  const failed = (error: unknown) => storageUnavailable(error, location);
  return {
    kind: 's3',
    location,
    async put(key: string, body: PutBody, put) {
      const hash = createHash('sha256');
      let size = 0;
      let sourceError: unknown;
      // Counted and hashed on the way; an error of the source itself (a body over its limit, a
      // video of the wrong kind) is the caller's to answer, not a store failure.
      async function* counted(chunks: AsyncIterable<Buffer>) {
        try {
          for await (const chunk of chunks) {
            size += chunk.length;
            hash.update(chunk);
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const sha256 = put.sha256 ?? (Buffer.isBuffer(body) ? createHash('sha256').update(body).digest('hex') : undefined);
      const { client, sdk } = await connect();
      // Each request of the upload has its deadline (a part has longer: it carries up to 8 MB). The first
      // to fail or pass it aborts the whole upload at once: done() rejects, the parts still in flight
      // are dropped, and the multipart upload is cancelled at the store in the background.
      let storeFailure: unknown;
      const aborting = new AbortController();
      const withDeadlines = new Proxy(client, {
        get(target, name, receiver) {
          if (name !== 'send') return Reflect.get(target, name, receiver);
          return (command: object, sendOptions?: { abortSignal?: AbortSignal }) => {
            const ms = command instanceof sdk.s3.UploadPartCommand ? deadlines.partMs : deadlines.requestMs;
            const sent = withDeadline(`object storage ${command.constructor.name}`, ms, (signal) =>
              (target.send as (c: unknown, o: unknown) => Promise<unknown>)(command, { ...sendOptions, abortSignal: signal }), sendOptions?.abortSignal);
            return sent.catch((error: unknown) => {
              if (!aborting.signal.aborted && !(command instanceof sdk.s3.AbortMultipartUploadCommand)) {
                storeFailure ??= error;
                aborting.abort();
              }
              throw error;
            });
          };
        },
      });
      const upload = new sdk.Upload({
        client: withDeadlines,
        params: {
          Bucket: options.bucket, Key: keyOf(key), ContentType: put.contentType,
          Body: Buffer.isBuffer(body) ? body : Readable.from(counted(body)),
          Metadata: sha256 ? { sha256 } : undefined,
        },
        partSize: options.partSize ?? DEFAULT_PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
        abortController: aborting,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError) throw sourceError;
        throw failed(storeFailure ?? error);
      }
      return Buffer.isBuffer(body) ? { size: body.length, sha256 } : { size, sha256: sha256 ?? hash.digest('hex') };
    },
    async get(key: string, range?: ByteRange) {
      try {
        const answer = await call('read', (client, sdk, abortSignal) => client.send(new sdk.s3.GetObjectCommand({
          Bucket: options.bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }), { abortSignal }));
        if (!answer.Body) throw new StorageMissing(key);
        // The headers came in time; a store that then stops sending has the body cut at the same deadline
        // for each wait on it (its connection closed), so a download ends short instead of hanging.
        const body = answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
        return readWithDeadline('object storage read', deadlines.requestMs, body, (error) =>
          logger().warn({ ...errorFields(error), storage: location, key: keyOf(key) }, 'file storage stopped in the middle of a read; the download was cut'));
      } catch (error) {
        if (error instanceof StorageMissing || isMissing(error)) throw new StorageMissing(key);
        throw failed(error);
      }
    },
    async head(key: string): Promise<StoredObject | null> {
      try {
        const answer = await call('check', (client, sdk, abortSignal) =>
          client.send(new sdk.s3.HeadObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }), { abortSignal }));
        return { size: answer.ContentLength ?? 0, sha256: answer.Metadata?.sha256 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw failed(error);
      }
    },
    async delete(key: string) {
      try {
        await call('delete', (client, sdk, abortSignal) =>
          client.send(new sdk.s3.DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }), { abortSignal }));
      } catch (error) {
        if (!isMissing(error)) throw failed(error);
      }
    },
    async close() {
      connected?.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a store set up wrong, not a missing file.
  return e?.name !== 'NoSuchBucket' && (e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404);
}
