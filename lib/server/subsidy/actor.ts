// Who does something in the subsidy chain, and from where: what every audit entry records.

export type Actor = {
  type: 'manager' | 'user' | 'public' | 'system';
  id: number | null;
  name: string | null;
  /** The client address as lib/server/client-address.ts reads it. */
  ip: string | null;
};

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, name: '系统', ip: null };
