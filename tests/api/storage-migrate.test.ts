import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localStorage, type Storage } from '@/lib/server/storage';
import { migrateFiles } from '@/lib/server/storage/migrate';
import { readStored, startS3Server, type S3Server } from '../helpers/s3-server';
import { createTestDb, type TestDb } from '../helpers/test-db';

// npm run storage:migrate's work: every file a row names goes from UPLOAD_DIR to the bucket,
// verified; a second run copies nothing; an interrupted or damaged copy is made again.

let t: TestDb;
let s3: S3Server;
let dir: string;
let disk: Storage;
let bucket: Storage;
const FILES = { 'a/one.png': Buffer.from('first file'), 'b/two.mp4': Buffer.alloc(300_000, 7), 'c/three.pdf': Buffer.from('third') };

beforeAll(async () => {
  t = await createTestDb();
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
  disk = localStorage(dir);
  bucket = s3.storage();
  for (const [key, bytes] of Object.entries(FILES)) {
    await disk.put(key, bytes, { contentType: 'application/octet-stream' });
    await t.db.insertInto('files').values({ storage_key: key, original_name: key, mime: 'application/octet-stream', size: bytes.length, sha256: 'x'.repeat(64), owner_type: 'avatar', owner_id: 1, created_at: '2026-01-01T00:00:00.000Z' }).execute();
  }
  await t.db.insertInto('files').values({ storage_key: 'gone/lost.png', original_name: 'lost', mime: 'image/png', size: 1, sha256: 'x'.repeat(64), owner_type: 'avatar', owner_id: 1, created_at: '2026-01-01T00:00:00.000Z' }).execute();
});

afterAll(async () => {
  await t.destroy();
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('copies and verifies every file, reports the missing one, and a second run copies nothing', async () => {
  // An earlier run stopped half-way: one object is there and whole, one is there but cut short.
  await bucket.put('a/one.png', FILES['a/one.png'], { contentType: 'image/png' });
  await bucket.put('b/two.mp4', FILES['b/two.mp4'].subarray(0, 1000), { contentType: 'video/mp4' });
  const first = await migrateFiles(t.db, disk, bucket);
  expect(first).toEqual({ copied: 2, skipped: 1, missing: ['gone/lost.png'], failed: [] });
  for (const [key, bytes] of Object.entries(FILES)) expect((await readStored(bucket, key)).equals(bytes)).toBe(true);
  const second = await migrateFiles(t.db, disk, bucket);
  expect(second).toEqual({ copied: 0, skipped: 3, missing: ['gone/lost.png'], failed: [] });
});
