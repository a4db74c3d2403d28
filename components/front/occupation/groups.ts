// The eight major groups of the national occupation classification (GB/T 6565), as keys of the
// OccupationGroups namespace; the API's own category name is the fallback for any other code.
export const OCCUPATION_GROUP_CODES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type OccupationGroupCode = (typeof OCCUPATION_GROUP_CODES)[number];

export function groupKey(code: string): `group${OccupationGroupCode}` | null {
  return (OCCUPATION_GROUP_CODES as readonly string[]).includes(code) ? (`group${code}` as `group${OccupationGroupCode}`) : null;
}
