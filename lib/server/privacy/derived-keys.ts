import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KeyRing } from './data-key';
import { privacyOf } from './install';

// Values derived from an ID number that the database keeps for uniqueness (a training registration's
// dedupe_key) are keyed with the blind-index key: an unkeyed digest beside the phone in clear would
// give the number back to anyone with a dump, by trying the candidates.

const registrationText = (phone: string, idNumber: string, occupation: number | string) => `${phone}|${idNumber.trim().toUpperCase()}|${occupation}`;

export function registrationKey(ring: KeyRing, phone: string, idNumber: string, occupation: number | string): string {
  return createHmac('sha256', ring.active.index).update(`training-registration|${registrationText(phone, idNumber, occupation)}`, 'utf8').digest('hex');
}

/** The dedupe key under the handle's data key. A handle without the privacy plugin has no key, and an unkeyed digest is what this replaced. */
export function registrationKeyFor(db: Kysely<any>, phone: string, idNumber: string, occupation: number | string): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const plugin = privacyOf(db);
  if (!plugin) throw new Error('a training registration needs a database handle with the data key (connect() without encryptAtRest: false)');
  return registrationKey(plugin.ring(), phone, idNumber, occupation);
}

/** A key this module derived (or the former digest), as opposed to a closed account's placeholder. */
export const isDerivedRegistrationKey = (value: string) => /^[0-9a-f]{64}$/.test(value);
