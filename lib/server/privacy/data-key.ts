import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeSecretFileOnce } from '@/lib/server/secret-file';

// The data key protects citizens' ID numbers at rest (lib/server/privacy/envelope.ts). It comes from
// DATA_KEY, else from a file generated once beside the database, like the certificate signing key.
// Every stored value names the key that sealed it, so a rotation can re-seal rows one by one while
// the old key still opens what it sealed.

export const DATA_KEY_FILE_NAME = 'data-key.json';

export type DataKey = {
  kid: string;
  /** AES-256-GCM key for the stored values. */
  encryption: Buffer;
  /** HMAC-SHA256 key for the blind index. */
  index: Buffer;
};
export type KeyRing = { active: DataKey; byKid: ReadonlyMap<string, DataKey>; source: string };
type KeyFile = { keys: Array<{ kid: string; key: string; created_at: string }> };

export class DataKeyError extends Error {}

const derive = (secret: Buffer, info: string, length = 32) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, length));

/** Decodes one key as written in DATA_KEY or the key file: 32 bytes as 64 hex digits or base64(url). */
export function decodeSecret(text: string): Buffer {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== 32) throw new DataKeyError('a data key is 32 bytes, written as 64 hex digits or 43 base64url characters');
  return bytes;
}

export function dataKeyOf(secret: Buffer): DataKey {
  // The id is derived too, so the same secret always carries the same id and the id reveals nothing of it.
  const kid = derive(secret, 'skills/data-key/id/v1', 6).toString('base64url');
  return { kid, encryption: derive(secret, 'skills/id-number/aes-256-gcm/v1'), index: derive(secret, 'skills/id-number/blind-index/v1') };
}

export function keyRing(secrets: Buffer[], source: string): KeyRing {
  if (secrets.length === 0) throw new DataKeyError(`${source} holds no data key`);
  const keys = secrets.map(dataKeyOf);
  const byKid = new Map(keys.map((k) => [k.kid, k]));
  if (byKid.size !== keys.length) throw new DataKeyError(`${source} lists the same data key twice`);
  return { active: keys[0], byKid, source };
}

/** DATA_KEY: one key, or `new,old,…` during a rotation (the first seals, all open). */
export function ringFromEnv(value: string): KeyRing {
  return keyRing(value.split(',').map(decodeSecret), 'DATA_KEY');
}

export const newSecret = (): Buffer => randomBytes(32);

function parseKeyFile(text: string, file: string): Buffer[] {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(text) as KeyFile;
  } catch {
    throw new DataKeyError(`${file} is not JSON ({"keys":[{"kid","key","created_at"}]} is expected)`);
  }
  if (!Array.isArray(parsed?.keys)) throw new DataKeyError(`${file} has no keys list`);
  return parsed.keys.map((k, i) => {
    const secret = decodeSecret(String(k?.key ?? ''));
    if (k.kid !== dataKeyOf(secret).kid) throw new DataKeyError(`${file}: key ${i + 1} does not match its kid ${k.kid}`);
    return secret;
  });
}

export function writeKeyFile(file: string, secrets: Buffer[], now = new Date()): void {
  const body: KeyFile = { keys: secrets.map((s) => ({ kid: dataKeyOf(s).kid, key: s.toString('base64url'), created_at: now.toISOString() })) };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
}

export function readKeyFile(file: string): Buffer[] {
  return parseKeyFile(fs.readFileSync(file, 'utf8'), file);
}

/** Reads the key file, creating it on first use; of two processes starting together, one key wins (link fails on the loser). */
export function fileKeyRing(file: string): KeyRing {
  if (!fs.existsSync(file)) {
    const secret = newSecret();
    writeSecretFileOnce(file, `${JSON.stringify({ keys: [{ kid: dataKeyOf(secret).kid, key: secret.toString('base64url'), created_at: new Date().toISOString() }] }, null, 2)}\n`);
  }
  return keyRing(readKeyFile(file), file);
}
