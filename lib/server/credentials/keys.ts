import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { env, type Env } from '@/lib/env';
import type { PublishedKeySet } from '@/lib/credentials/verify';
import { writeSecretFileOnce } from '@/lib/server/secret-file';
import { processSlot } from '@/lib/server/process-state';

// The platform's certificate signing keys: CERT_SIGNING_KEY in production, else a key generated once
// into the data directory and reused. Every key has an id; the first one holding a private part
// signs, and retired ones stay published so what they signed keeps verifying.

export type SigningKey = JWK & { kid: string; valid_from: string; valid_until?: string };
export type KeySet = { keys: SigningKey[] };
export const KEY_FILE_NAME = 'certificate-signing-keys.json';

export class KeySetError extends Error {}

/** Beside the SQLite file, else beside the uploads folder (absolute in the standalone server: cli/standalone.ts). */
export function keyDirectory(config: Pick<Env, 'DATABASE_URL' | 'UPLOAD_DIR'> = env(), cwd = process.cwd()): string {
  const url = config.DATABASE_URL;
  if (url?.startsWith('file:') && url !== 'file::memory:') return path.dirname(path.resolve(cwd, url.slice('file:'.length)));
  return path.dirname(path.resolve(cwd, config.UPLOAD_DIR));
}

export const keyFilePath = (config?: Pick<Env, 'DATABASE_URL' | 'UPLOAD_DIR'>, cwd?: string) => path.join(keyDirectory(config, cwd), KEY_FILE_NAME);

export function parseKeySet(text: string, source: string): KeySet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new KeySetError(`${source} is not JSON (a JWK set of Ed25519 keys is expected)`);
  }
  const list = (parsed as { keys?: unknown }).keys ?? [parsed];
  if (!Array.isArray(list) || list.length === 0) throw new KeySetError(`${source} holds no keys`);
  const keys = list.map((k: Record<string, unknown>, i) => {
    if (k?.kty !== 'OKP' || k.crv !== 'Ed25519' || typeof k.x !== 'string') throw new KeySetError(`${source}: key ${i + 1} is not an Ed25519 JWK (kty OKP, crv Ed25519)`);
    if (typeof k.kid !== 'string' || !/^[\w.-]{1,64}$/.test(k.kid)) throw new KeySetError(`${source}: key ${i + 1} needs a kid of letters, digits, '.', '_' or '-'`);
    return { ...k, valid_from: typeof k.valid_from === 'string' ? k.valid_from : '1970-01-01T00:00:00.000Z' } as SigningKey;
  });
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new KeySetError(`${source}: two keys share a kid`);
  if (!keys.some((k) => typeof k.d === 'string')) throw new KeySetError(`${source}: no key has a private part (d) to sign with`);
  return { keys };
}

export async function newSigningKey(now = new Date()): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(2).toString('hex')}`;
  return { ...jwk, kid, alg: 'EdDSA', use: 'sig', valid_from: now.toISOString() };
}

/** A new signing key first; the old ones keep only their public part and say until when they signed. */
export async function rotateKeySet(set: KeySet, now = new Date()): Promise<KeySet> {
  const fresh = await newSigningKey(now);
  const retired = set.keys.map(({ d: _d, ...k }) => ({ ...k, valid_until: k.valid_until ?? now.toISOString() }) as SigningKey);
  return { keys: [fresh, ...retired] };
}

/** The public half of every key, with its id and validity: what /.well-known/certificate-keys.json serves. */
export function publishedKeys(set: KeySet): PublishedKeySet {
  return {
    keys: set.keys.map((k) => ({
      kty: 'OKP', crv: 'Ed25519', x: k.x, kid: k.kid, alg: 'EdDSA', use: 'sig', valid_from: k.valid_from, ...(k.valid_until ? { valid_until: k.valid_until } : {}),
    })),
  };
}

export function writeKeySet(file: string, set: KeySet): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `${JSON.stringify(set, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
}

/** Reads the key file, creating it on first use; of two processes starting together, one key wins. */
export async function fileKeySet(file: string): Promise<KeySet> {
  if (!fs.existsSync(file)) writeSecretFileOnce(file, `${JSON.stringify({ keys: [await newSigningKey()] }, null, 2)}\n`);
  return parseKeySet(fs.readFileSync(file, 'utf8'), file);
}

export type Signer = { kid: string; key: CryptoKey; published: PublishedKeySet; set: KeySet };

/** The set's active key ready to sign, with the set's published form. */
export async function signerFrom(set: KeySet): Promise<Signer> {
  const active = set.keys.find((k) => typeof k.d === 'string');
  if (!active) throw new KeySetError('no key has a private part (d) to sign with');
  const key = (await importJWK({ ...active, alg: 'EdDSA' }, 'EdDSA')) as CryptoKey;
  return { kid: active.kid, key, published: publishedKeys(set), set };
}

/** Identity of the key file's current version: a rotation writes a new file in its place. */
function fileVersion(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return 'absent';
  }
}

/** A loaded key set, with the version of the key file it came from (none from CERT_SIGNING_KEY). */
type Loaded = { signer: Promise<Signer>; keyFile?: { file: string; version: string } };

function load(): Loaded {
  try {
    const configured = env().CERT_SIGNING_KEY;
    if (configured) return { signer: signerFrom(parseKeySet(configured, 'CERT_SIGNING_KEY')) };
    const file = keyFilePath();
    // Taken before reading: a rotation in between is then seen at the next call.
    const version = fileVersion(file);
    return { signer: fileKeySet(file).then(signerFrom), keyFile: { file, version } };
  } catch (error) {
    return { signer: Promise.reject(error) };
  }
}

const store = processSlot<{ loaded?: Loaded }>('certSigner', () => ({}));

/**
 * The active key and the published set. From CERT_SIGNING_KEY: read once per process (a rotation
 * takes effect at the next start). From the key file: read again when the file changes, so after
 * `cert:rotate-key` no running server keeps signing with the retired key past its valid_until, which
 * verifiers enforce (lib/credentials/verify.ts).
 */
export function signer(): Promise<Signer> {
  const loaded = store.loaded;
  if (loaded && (!loaded.keyFile || fileVersion(loaded.keyFile.file) === loaded.keyFile.version)) return loaded.signer;
  const fresh = load();
  store.loaded = fresh;
  fresh.signer.catch(() => {
    if (store.loaded === fresh) store.loaded = undefined;
  });
  return fresh.signer;
}

/** Forgets the loaded keys (tests and the rotation command). */
export function forgetSigner(): void {
  store.loaded = undefined;
}
