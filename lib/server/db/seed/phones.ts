import type { Random } from './random';

// Mobile number segments currently assigned to the three operators.
const PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156',
  '157', '158', '159', '166', '173', '175', '176', '177', '178', '180', '181', '182', '183', '185', '186',
  '187', '188', '189', '191', '198', '199',
];

export function mobilePhone(rng: Random): string {
  return rng.pick(PREFIXES) + rng.digits(8);
}

/** Draws numbers until one is not yet taken, and records it. */
export function uniqueMobilePhone(rng: Random, taken: Set<string>): string {
  let phone = mobilePhone(rng);
  while (taken.has(phone)) phone = mobilePhone(rng);
  taken.add(phone);
  return phone;
}
