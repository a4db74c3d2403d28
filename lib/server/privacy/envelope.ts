import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { KeyRing } from './data-key';

// A sealed value: `enc:v1:<kid>:<iv>:<ciphertext and tag>`, base64url. The version and key id are
// authenticated with the value, so neither can be swapped without the tag failing.

export const ENVELOPE_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EnvelopeError extends Error {}

export const isEnvelope = (value: unknown): value is string => typeof value === 'string' && value.startsWith(ENVELOPE_PREFIX);

export function seal(ring: KeyRing, plaintext: string): string {
  const { kid, encryption } = ring.active;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryption, iv);
  cipher.setAAD(Buffer.from(`${ENVELOPE_PREFIX}${kid}`));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${ENVELOPE_PREFIX}${kid}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/** The key id a sealed value names (undefined for anything else). */
export function kidOf(value: string): string | undefined {
  return isEnvelope(value) ? value.slice(ENVELOPE_PREFIX.length).split(':')[0] : undefined;
}

export function open(ring: KeyRing, value: string): string {
  const parts = isEnvelope(value) ? value.slice(ENVELOPE_PREFIX.length).split(':') : [];
  if (parts.length !== 3) throw new EnvelopeError('not a sealed value');
  const [kid, ivText, bodyText] = parts;
  const key = ring.byKid.get(kid);
  if (!key) throw new EnvelopeError(`sealed with data key ${kid}, which ${ring.source} does not hold`);
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new EnvelopeError('a sealed value is cut short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.encryption, iv);
    decipher.setAAD(Buffer.from(`${ENVELOPE_PREFIX}${kid}`));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new EnvelopeError(`a sealed value under data key ${kid} failed its integrity check`);
  }
}

/** ID numbers compare after trimming and upper-casing (a trailing x is X). */
export const normaliseIdNumber = (value: string) => value.trim().toUpperCase();

/** The keyed blind index: HMAC-SHA256 of the normalised value under the active key, hex. */
export function blindIndex(ring: KeyRing, value: string): string {
  return createHmac('sha256', ring.active.index).update(normaliseIdNumber(value), 'utf8').digest('hex');
}
