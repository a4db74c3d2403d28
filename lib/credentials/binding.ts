import { base64url } from 'jose';

// Binds a payload to the holder's full ID number without printing it: PBKDF2-SHA256 of the number
// with a per-certificate salt. A verifier holding the ID card types the number and recomputes it.
// ID numbers have little entropy (the masked form shows 8 of 18 characters), so the slow hash only
// raises the cost of guessing; payloads are therefore shown to their holder and managers, never by
// the public register.

export const BINDING_ITERATIONS = 10_000;
const BINDING_BITS = 128;

export const normalizeIdNumber = (id: string) => id.trim().toUpperCase();

export async function bindingHash(idNumber: string, salt: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(normalizeIdNumber(idNumber)), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(base64url.decode(salt)), iterations: BINDING_ITERATIONS }, key, BINDING_BITS);
  return base64url.encode(new Uint8Array(bits));
}

export function newSalt(): string {
  return base64url.encode(globalThis.crypto.getRandomValues(new Uint8Array(12)));
}

/** True when the typed number is the one the payload was bound to. */
export async function bindingMatches(idNumber: string, claims: { idh: string; salt: string }): Promise<boolean> {
  return (await bindingHash(idNumber, claims.salt)) === claims.idh;
}
