import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localStorage, s3Storage, type Storage } from '@/lib/server/storage';
import type { Report } from './report';

// Upload and range-read throughput of each storage driver, through the driver itself (the API
// route adds its checks and one stream copy on top): an upload streamed in 1 MB chunks as a
// lesson video arrives (a multipart upload of 8 MB parts on S3), then random 1 MB ranges as a
// player seeking. S3 is s3rver on loopback, a Node process writing to this disk: it shows the
// driver's overhead, not a real MinIO or OSS cluster's throughput.

const MB = 1024 * 1024;

async function upload(storage: Storage, key: string, megabytes: number): Promise<number> {
  const chunk = randomBytes(MB);
  const started = process.hrtime.bigint();
  await storage.put(key, Readable.from((function* () { for (let i = 0; i < megabytes; i++) yield chunk; })()), { contentType: 'video/mp4' });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function rangeReads(storage: Storage, key: string, size: number, reads: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < reads; i++) {
    const start = randomInt(0, size - MB);
    const body = await storage.get(key, { start, end: start + MB - 1 });
    const got = (await new Response(body).arrayBuffer()).byteLength;
    if (got !== MB) throw new Error(`range read returned ${got} bytes`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function measureStorage(report: Report, quick: boolean): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const megabytes = quick ? 16 : 128;
  const reads = quick ? 20 : 200;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as new (o: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'bench' }] });
  const { port } = await server.run();
  const drivers: [string, Storage][] = [
    ['local disk', localStorage(path.join(dir, 'local'))],
    ['S3 (s3rver on loopback)', s3Storage({ bucket: 'bench', prefix: 'b', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })],
  ];
  try {
    for (const [name, storage] of drivers) {
      const up = await upload(storage, 'video.mp4', megabytes);
      const read = await rangeReads(storage, 'video.mp4', megabytes * MB, reads);
      report.figures.push(
        { section: 'Storage', name: `${name}: upload, ${megabytes} MB streamed`, value: `${(megabytes / up).toFixed(0)} MB/s` },
        { section: 'Storage', name: `${name}: ${reads} random 1 MB range reads`, value: `${(reads / read).toFixed(0)} reads/s (${(reads / read).toFixed(0)} MB/s)` },
      );
      await storage.close();
    }
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('storage-phase.ts')) {
  const report = { figures: [] } as unknown as Report;
  void measureStorage(report, process.argv.includes('--quick')).then(() => {
    for (const f of report.figures) console.log(`${f.name}: ${f.value}`);
  });
}
