import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { env } from '@/lib/env';
import { keyDirectory, KeySetError } from './keys';
import { writeSecretFileOnce } from '@/lib/server/secret-file';
import { processSlot } from '@/lib/server/process-state';

// The Open Badges 3.0 signing key. Open Badges' JWT proof requires RS256 of every verifier and
// says other algorithms limit interoperability, so the badge export is signed with an RSA key kept
// beside the Ed25519 set: CERT_BADGE_KEY in production (a JWK Set of RSA keys; the first one with a
// private part signs), else a key generated once into the data directory. Each public key is served
// alone at the HTTPS URL that its JWTs name as `kid` (Open Badges 3.0 §8.2.2).

export const BADGE_KEY_FILE_NAME = 'open-badges-signing-keys.json';
export const BADGE_KEYS_PATH = '/.well-known/open-badges-keys';

type BadgeKey = JWK & { kid: string };
export type BadgeSigner = { kid: string; key: CryptoKey; keys: BadgeKey[] };

export const badgeKeyUrl = (siteUrl: string, kid: string) => `${new URL(siteUrl).origin}${BADGE_KEYS_PATH}/${kid}.json`;

function parse(text: string, source: string): BadgeKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new KeySetError(`${source} is not JSON (a JWK set of RSA keys is expected)`);
  }
  const list = (parsed as { keys?: unknown }).keys ?? [parsed];
  if (!Array.isArray(list) || list.length === 0) throw new KeySetError(`${source} holds no keys`);
  list.forEach((k: Record<string, unknown>, i) => {
    if (k?.kty !== 'RSA' || typeof k.n !== 'string' || typeof k.e !== 'string') throw new KeySetError(`${source}: key ${i + 1} is not an RSA JWK`);
    if (typeof k.kid !== 'string' || !/^[\w.-]{1,64}$/.test(k.kid)) throw new KeySetError(`${source}: key ${i + 1} needs a kid of letters, digits, '.', '_' or '-'`);
  });
  if (!list.some((k: Record<string, unknown>) => typeof k.d === 'string')) throw new KeySetError(`${source}: no key has a private part (d) to sign with`);
  return list as BadgeKey[];
}

async function newBadgeKey(now = new Date()): Promise<BadgeKey> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = `ob-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(2).toString('hex')}`;
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

/** Reads the key file, creating it on first use; of two processes starting together, one key wins. */
async function fileKeys(file: string): Promise<BadgeKey[]> {
  if (!fs.existsSync(file)) writeSecretFileOnce(file, `${JSON.stringify({ keys: [await newBadgeKey()] }, null, 2)}\n`);
  return parse(fs.readFileSync(file, 'utf8'), file);
}

async function load(): Promise<BadgeSigner> {
  const configured = env().CERT_BADGE_KEY;
  const keys = configured ? parse(configured, 'CERT_BADGE_KEY') : await fileKeys(path.join(keyDirectory(), BADGE_KEY_FILE_NAME));
  const active = keys.find((k) => typeof k.d === 'string')!;
  return { kid: active.kid, key: (await importJWK({ ...active, alg: 'RS256' }, 'RS256')) as CryptoKey, keys };
}

const store = processSlot<{ signer?: Promise<BadgeSigner> }>('badgeSigner', () => ({}));

/** The active RSA key, read once per process. */
export function badgeSigner(): Promise<BadgeSigner> {
  store.signer ??= load().catch((error: unknown) => {
    store.signer = undefined;
    throw error;
  });
  return store.signer;
}

export function forgetBadgeSigner(): void {
  store.signer = undefined;
}

/** The public half of key `kid` (never `d` or the other private parts), or undefined. */
export async function publishedBadgeKey(kid: string): Promise<JWK | undefined> {
  const found = (await badgeSigner()).keys.find((k) => k.kid === kid);
  return found && { kty: 'RSA', n: found.n, e: found.e, kid: found.kid, alg: 'RS256', use: 'sig' };
}
