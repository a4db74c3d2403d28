/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { DataKeyError, dataKeyOf, decodeSecret, fileKeyRing, keyRing, newSecret, readKeyFile, ringFromEnv, writeKeyFile } from '@/lib/server/privacy/data-key';
import { blindIndex, ENVELOPE_PREFIX, EnvelopeError, isEnvelope, kidOf, open, seal } from '@/lib/server/privacy/envelope';

// ID numbers at rest (issue 30): the sealed envelope, the blind index and the data key's store.

const ID = '41010219900307123X';
const ringOf = (...secrets: Buffer[]) => keyRing(secrets, 'test');

describe('sealed envelope', () => {
  const ring = ringOf(newSecret());

  it('round-trips, names its key, and never repeats itself', () => {
    const a = seal(ring, ID);
    const b = seal(ring, ID);
    expect(a.startsWith(`${ENVELOPE_PREFIX}${ring.active.kid}:`)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain(ID);
    expect(kidOf(a)).toBe(ring.active.kid);
    expect(open(ring, a)).toBe(ID);
    expect(open(ring, b)).toBe(ID);
  });

  it('refuses any change to the ciphertext, the tag, the iv or the key id', () => {
    const sealed = seal(ring, ID);
    const [kid, iv, body] = sealed.slice(ENVELOPE_PREFIX.length).split(':');
    const flip = (text: string, at: number) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[at] ^= 1;
      return bytes.toString('base64url');
    };
    const bodyBytes = Buffer.from(body, 'base64url').length;
    for (const forged of [
      `${ENVELOPE_PREFIX}${kid}:${iv}:${flip(body, 0)}`, // ciphertext
      `${ENVELOPE_PREFIX}${kid}:${iv}:${flip(body, bodyBytes - 1)}`, // tag
      `${ENVELOPE_PREFIX}${kid}:${flip(iv, 3)}:${body}`,
      `${ENVELOPE_PREFIX}${kid}:${iv}:${body.slice(0, 10)}`,
      `${ENVELOPE_PREFIX}${kid}:${iv}`,
    ]) {
      expect(() => open(ring, forged)).toThrow(EnvelopeError);
    }
    // The same secret under a made-up id is not found; a real other key fails the tag.
    expect(() => open(ring, `${ENVELOPE_PREFIX}AAAAAAAA:${iv}:${body}`)).toThrow(/does not hold/);
  });

  it('refuses a value sealed under another key', () => {
    const other = ringOf(newSecret());
    expect(() => open(other, seal(ring, ID))).toThrow(/does not hold/);
    // Another key that claims this key's id (a forged envelope) fails its integrity check.
    const impostor = { ...other, byKid: new Map([[ring.active.kid, other.active]]) };
    expect(() => open(impostor, seal(ring, ID))).toThrow(/integrity check/);
  });

  it('opens what an old key sealed once rotated, and seals with the new one', () => {
    const oldSecret = newSecret();
    const before = ringOf(oldSecret);
    const sealedBefore = seal(before, ID);
    const during = ringOf(newSecret(), oldSecret);
    expect(open(during, sealedBefore)).toBe(ID);
    const resealed = seal(during, open(during, sealedBefore));
    expect(kidOf(resealed)).toBe(during.active.kid);
    expect(kidOf(resealed)).not.toBe(before.active.kid);
    // Once the old key is gone, what it sealed stays shut.
    expect(() => open(keyRing([newSecret()], 'after'), sealedBefore)).toThrow(EnvelopeError);
  });

  it('recognises only its own prefix', () => {
    expect(isEnvelope(seal(ring, ID))).toBe(true);
    expect(isEnvelope(ID)).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(() => open(ring, ID)).toThrow(EnvelopeError);
  });
});

describe('blind index', () => {
  it('is keyed, stable, and the same for a trailing x or X and spaces', () => {
    const ring = ringOf(newSecret());
    const index = blindIndex(ring, ID);
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(blindIndex(ring, ` ${ID.toLowerCase()} `)).toBe(index);
    expect(blindIndex(ring, '410102199003071234')).not.toBe(index);
    expect(blindIndex(ringOf(newSecret()), ID)).not.toBe(index);
  });

  it('is independent of the encryption key: different derivations of one secret', () => {
    const key = dataKeyOf(newSecret());
    expect(key.index.equals(key.encryption)).toBe(false);
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });
});

describe('data key store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is generated once, owner-readable only, and read back the same', () => {
    const file = path.join(dir, 'data-key.json');
    const first = fileKeyRing(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fileKeyRing(file).active.kid).toBe(first.active.kid);
    expect(fs.readdirSync(dir)).toEqual(['data-key.json']);
  });

  it('keeps the key that won when two starts race (the loser links onto an existing file)', () => {
    const file = path.join(dir, 'data-key.json');
    writeKeyFile(file, [newSecret()]);
    const existing = readKeyFile(file)[0];
    expect(fileKeyRing(file).active.kid).toBe(dataKeyOf(existing).kid);
  });

  it('refuses a key file whose kid does not match its key, or a short key', () => {
    const file = path.join(dir, 'data-key.json');
    fs.writeFileSync(file, JSON.stringify({ keys: [{ kid: 'AAAAAAAA', key: newSecret().toString('base64url'), created_at: '' }] }));
    expect(() => fileKeyRing(file)).toThrow(DataKeyError);
    expect(() => decodeSecret('abcd')).toThrow(DataKeyError);
  });

  it('reads DATA_KEY as hex, base64 or base64url, several during a rotation', () => {
    const a = newSecret();
    const b = newSecret();
    const ring = ringFromEnv(`${a.toString('hex')},${b.toString('base64')}`);
    expect(ring.active.kid).toBe(dataKeyOf(a).kid);
    expect(ring.byKid.has(dataKeyOf(b).kid)).toBe(true);
    expect(ringFromEnv(a.toString('base64url')).active.kid).toBe(dataKeyOf(a).kid);
    expect(() => ringFromEnv(`${a.toString('hex')},${a.toString('base64url')}`)).toThrow(/twice/);
  });

  it('is checked with the rest of the environment', () => {
    expect(parseEnv({ DATA_KEY: newSecret().toString('base64url') }).DATA_KEY).toBeDefined();
    expect(() => parseEnv({ DATA_KEY: 'secret' })).toThrow(/DATA_KEY/);
    expect(() => parseEnv({ DATA_KEY: `${newSecret().toString('hex')},short` })).toThrow(/DATA_KEY/);
  });
});
