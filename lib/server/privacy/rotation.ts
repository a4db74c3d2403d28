import fs from 'node:fs';
import type { Env } from '@/lib/env';
import { connect } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { type KeyRing, keyRing, newSecret, readKeyFile, ringFromEnv, writeKeyFile } from './data-key';
import { privacyOf, dataKeyFile } from './install';
import { recordDataKey, resealAllRows, rowsNotUnder, scrubReplacedValues } from './seal-rows';

// `npm run data:rotate-key`. The new key comes first and the old ones stay until every ID number is
// sealed under the new key and every blind index recomputed with it; only then are they dropped
// (from the key file), or the operator is told to drop them (from DATA_KEY). Servers hold the key
// they started with, so they are stopped for the rotation and started after it.

export type RotationReport = { kid: string; retired: string[]; resealed: Record<string, number>; keyFile?: string; envValue?: string };

async function resealUnder(url: string | undefined, ring: KeyRing, progress: (line: string) => void): Promise<Record<string, number>> {
  const db = connect(url, { dataKey: ring, announceWrites: false });
  try {
    if (!privacyOf(db)) throw new Error('encryption at rest is switched off in this build: nothing to rotate');
    await migrateToLatest(db);
    const resealed = await resealAllRows(db, (table, done) => progress(`  ${table}: ${done}`));
    const left = await rowsNotUnder(db, ring.active.kid);
    if (Object.keys(left).length) throw new Error(`rows still not under the new key ${ring.active.kid}: ${JSON.stringify(left)}; the old key is kept, run again`);
    await recordDataKey(db, ring.active.kid);
    await scrubReplacedValues(db);
    return resealed;
  } finally {
    await db.destroy();
  }
}

/** With the key file: a new key is written first, every row resealed, then the old keys removed. */
export async function rotateFileKey(config: Pick<Env, 'DATABASE_URL'>, progress: (line: string) => void = () => undefined): Promise<RotationReport> {
  const file = dataKeyFile(config.DATABASE_URL);
  const old = fs.existsSync(file) ? readKeyFile(file) : [];
  const fresh = newSecret();
  writeKeyFile(file, [fresh, ...old]);
  const ring = keyRing([fresh, ...old], file);
  const resealed = await resealUnder(config.DATABASE_URL, ring, progress);
  writeKeyFile(file, [fresh]);
  return { kid: ring.active.kid, retired: [...ring.byKid.keys()].slice(1), resealed, keyFile: file };
}

/**
 * With DATA_KEY set to `new,old…`: reseal under the first, then the operator keeps only the first.
 * With a single key there is nothing to rotate to: undefined, and the caller prints a fresh key.
 */
export async function rotateEnvKey(value: string, config: Pick<Env, 'DATABASE_URL'>, progress: (line: string) => void = () => undefined): Promise<RotationReport | undefined> {
  const ring = ringFromEnv(value);
  if (ring.byKid.size < 2) return undefined;
  const resealed = await resealUnder(config.DATABASE_URL, ring, progress);
  return { kid: ring.active.kid, retired: [...ring.byKid.keys()].slice(1), resealed, envValue: value.split(',')[0] };
}

export const freshKeyText = () => newSecret().toString('base64url');
