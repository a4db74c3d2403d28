import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Db } from '@/lib/server/db';
import { StorageMissing, type Storage } from './types';

export type MigrationReport = { copied: number; skipped: number; missing: string[]; failed: string[] };

async function digest(stream: ReadableStream<Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies every file a files row names from one store to another and verifies each copy by size and
 * SHA-256 read back from the target. Idempotent and resumable: an object already in the target with
 * the source's size and checksum is skipped, a partial or different one is copied again.
 */
export async function migrateFiles(db: Db, from: Storage, to: Storage, log: (line: string) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, missing: [], failed: [] };
  const rows = await db.selectFrom('files').select(['storage_key', 'mime']).orderBy('id').execute();
  for (const [i, row] of rows.entries()) {
    const key = row.storage_key;
    let source: { size: number; sha256: string };
    try {
      source = await digest(await from.get(key));
    } catch (error) {
      if (!(error instanceof StorageMissing)) throw error;
      report.missing.push(key);
      continue;
    }
    const present = await to.head(key);
    if (present && present.size === source.size && present.sha256 === source.sha256) {
      report.skipped += 1;
      continue;
    }
    const body = Readable.fromWeb((await from.get(key)) as NodeReadableStream<Uint8Array>);
    await to.put(key, body, { contentType: row.mime, sha256: source.sha256 });
    const copy = await digest(await to.get(key));
    if (copy.size === source.size && copy.sha256 === source.sha256) report.copied += 1;
    else report.failed.push(key);
    if ((i + 1) % 100 === 0) log(`${i + 1} of ${rows.length} files looked at`);
  }
  return report;
}
