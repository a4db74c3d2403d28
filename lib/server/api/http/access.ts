import type { Permission } from '@/lib/contract/permissions';
import { bearerSecurity } from './schemas';

/**
 * Who may call an operation, declared on its createRoute() as the `x-access` OpenAPI extension.
 * The declaration is the specification; the route's middleware is the enforcement, and
 * tests/api/authorization-matrix.test.ts calls every operation as every kind of caller to prove
 * the two agree. Every documented operation must declare one (tests/api/openapi.test.ts).
 *
 * - public: anyone, signed in or not.
 * - learner: a learner's token only (a manager's token is refused).
 * - manager: a manager's token; with a permission, only a manager whose roles grant it.
 * - session: either kind of token.
 */
export type Access =
  | { guard: 'public' }
  | { guard: 'learner' }
  | { guard: 'manager'; permission?: Permission }
  | { guard: 'session' };

export const ACCESS_EXTENSION = 'x-access';

export const publicAccess = { [ACCESS_EXTENSION]: { guard: 'public' } satisfies Access } as const;
export const learnerAccess = { [ACCESS_EXTENSION]: { guard: 'learner' } satisfies Access, security: bearerSecurity } as const;
export const sessionAccess = { [ACCESS_EXTENSION]: { guard: 'session' } satisfies Access, security: bearerSecurity } as const;

/** A manager's token; with a permission (lib/contract/permissions.ts), only a manager whose roles grant it (requirePermission enforces the same name). */
export function managerAccess(permission?: Permission) {
  const access: Access = permission ? { guard: 'manager', permission } : { guard: 'manager' };
  return { [ACCESS_EXTENSION]: access, security: bearerSecurity } as const;
}
