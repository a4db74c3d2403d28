import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
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
};

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
      // A store that does not answer is a quick 503, not a request hanging for minutes.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    });
    return { sdk, client: connected };
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
      const upload = new sdk.Upload({
        client,
        params: {
          Bucket: options.bucket, Key: keyOf(key), ContentType: put.contentType,
          Body: Buffer.isBuffer(body) ? body : Readable.from(counted(body)),
          Metadata: sha256 ? { sha256 } : undefined,
        },
        partSize: options.partSize ?? DEFAULT_PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError) throw sourceError;
        throw failed(error);
      }
      return Buffer.isBuffer(body) ? { size: body.length, sha256 } : { size, sha256: sha256 ?? hash.digest('hex') };
    },
    async get(key: string, range?: ByteRange) {
      try {
        const { client, sdk } = await connect();
        const answer = await client.send(new sdk.s3.GetObjectCommand({
          Bucket: options.bucket, Key: keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }));
        if (!answer.Body) throw new StorageMissing(key);
        return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      } catch (error) {
        if (error instanceof StorageMissing || isMissing(error)) throw new StorageMissing(key);
        throw failed(error);
      }
    },
    async head(key: string): Promise<StoredObject | null> {
      try {
        const { client, sdk } = await connect();
        const answer = await client.send(new sdk.s3.HeadObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        return { size: answer.ContentLength ?? 0, sha256: answer.Metadata?.sha256 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw failed(error);
      }
    },
    async delete(key: string) {
      try {
        const { client, sdk } = await connect();
        await client.send(new sdk.s3.DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
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
