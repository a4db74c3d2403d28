import { createHash, createHmac } from 'node:crypto';
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

/** The dedupe key under the handle's data key; without the privacy plugin, the former unkeyed digest. */
export function registrationKeyFor(db: Kysely<any>, phone: string, idNumber: string, occupation: number | string): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const plugin = privacyOf(db);
  if (plugin) return registrationKey(plugin.ring(), phone, idNumber, occupation);
  return createHash('sha256').update(`${phone}|${idNumber}|${occupation}`).digest('hex');
}

/** A key this module derived (or the former digest), as opposed to a closed account's placeholder. */
export const isDerivedRegistrationKey = (value: string) => /^[0-9a-f]{64}$/.test(value);
