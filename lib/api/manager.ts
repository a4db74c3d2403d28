import { apiFetch, type KnownError } from './client';
import type { ManagerProfile, RoleSummary, Userable as ContractUserable } from '@/lib/contract/account';

// GET /user/info as the shell keeps it: the contract's manager (lib/contract/account.ts) with its
// relations taken out of their { data } envelopes. parseManagerInfo reads leniently, so the fields it
// does not need may be missing.
export type Userable = Partial<ContractUserable>;
export type Role = Pick<RoleSummary, 'id' | 'name'> & Partial<Pick<RoleSummary, 'title'>>;
export type Manager = Pick<ManagerProfile, 'id' | 'name'> & Partial<Pick<ManagerProfile, 'avatar' | 'introduction' | 'must_change_password'>> & {
  userable?: Userable | null;
};
export type ManagerInfo = { me: Manager; roles: Role[]; navbars: unknown[]; sidebars: unknown[] };

/** Types 10/11/12 (enterprise, school, training institution) own an organisation page (SPEC.md §6). */
export const ORG_USERABLE_TYPES = [10, 11, 12];

export class ManagerInfoError extends Error {
  constructor(readonly known: KnownError) {
    super(known);
  }
}

/** Fractal wraps relations as { data }; accept both shapes so either back end fits. */
function unwrap<T>(value: unknown): T | undefined {
  if (value && typeof value === 'object' && 'data' in value) return (value as { data: T }).data;
  return (value ?? undefined) as T | undefined;
}

/** The manager info answer as the shell uses it (the browser's fetch and the server's first read share it). */
export function parseManagerInfo(body: Record<string, unknown> | undefined): ManagerInfo {
  const root = (body && 'me' in body ? body : unwrap<Record<string, unknown>>(body)) ?? {};
  const me = unwrap<Manager & { roles?: unknown }>(root.me);
  if (!me) throw new ManagerInfoError('managerVerifyFailed');
  const roles = unwrap<Role[]>(me.roles);
  if (!Array.isArray(roles) || roles.length === 0) throw new ManagerInfoError('managerRolesEmpty');
  return {
    me: { ...me, userable: unwrap<Userable>(me.userable) ?? null },
    roles,
    navbars: unwrap<unknown[]>(root.navbars) ?? [],
    sidebars: unwrap<unknown[]>(root.sidebars) ?? [],
  };
}

export async function fetchManagerInfo(key: string): Promise<ManagerInfo> {
  return parseManagerInfo(await apiFetch<Record<string, unknown> | undefined>(key, { guard: 'manage' }));
}

export function isOrgManager(manager: Manager): boolean {
  return ORG_USERABLE_TYPES.includes(Number(manager.userable?.type));
}
