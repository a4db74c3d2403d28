// Every permission a role can grant, named once: a module (its menu entry) and `module.action`.
// The API declares a route's access with these (managerAccess(), the OpenAPI `x-access`) and
// enforces the same value (requirePermission()); the seed's permission table
// (lib/server/db/seed/permissions.ts) is typed against this list, and
// tests/api/permission-names.test.ts compares it with a seeded database both ways.

export const PERMISSION_ACTIONS = {
  dashboard: ['view'],
  screen: ['view'],
  classes: ['view', 'create', 'update', 'delete', 'publish'],
  enrollments: ['view', 'review', 'export'],
  verifications: ['view', 'review'],
  exams: ['view', 'create', 'update', 'delete', 'score'],
  certificates: ['view', 'issue', 'revoke', 'export'],
  news: ['view', 'manage', 'publish'],
  pages: ['view', 'manage'],
  videos: ['view', 'create', 'update', 'delete'],
  occupations: ['view', 'create', 'update', 'delete'],
  teachers: ['view', 'create', 'update', 'delete', 'review'],
  examiners: ['view', 'create', 'update', 'delete'],
  talents: ['view', 'create', 'update', 'delete'],
  jobs: ['view', 'create', 'update', 'delete', 'review'],
  'training-registrations': ['view', 'update', 'export'],
  moxibustion: ['view', 'review', 'certificates'],
  subsidies: ['view', 'standards', 'categories', 'sessions', 'claims', 'review', 'payment', 'reports'],
  learners: ['view', 'update', 'disable', 'id-number'],
  organizations: ['view', 'create', 'update', 'delete', 'review'],
  managers: ['view', 'create', 'update', 'delete', 'reset-password'],
  system: ['roles', 'menus', 'dictionaries'],
  logs: ['operation', 'login', 'client-errors', 'unlock', 'sessions', 'learner-rights'],
} as const;

export type PermissionModule = keyof typeof PERMISSION_ACTIONS;
export type PermissionAction<M extends PermissionModule = PermissionModule> = (typeof PERMISSION_ACTIONS)[M][number];

/** A permission's name: a module, or one of its actions. A name outside this union does not compile. */
export type Permission = PermissionModule | { [M in PermissionModule]: `${M}.${PermissionAction<M>}` }[PermissionModule];

/** Every permission, each module followed by its actions. */
export const PERMISSIONS: readonly Permission[] = (Object.keys(PERMISSION_ACTIONS) as PermissionModule[]).flatMap((module) => [
  module,
  ...PERMISSION_ACTIONS[module].map((action): Permission => `${module}.${action}` as Permission),
]);

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}
