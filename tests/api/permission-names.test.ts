import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPermission, PERMISSIONS, type Permission } from '@/lib/contract/permissions';
import { managerAccess, publicAccess, type Access } from '@/lib/server/api/http/access';
import { requirePermission } from '@/lib/server/api/http/permission';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { seedAccess } from '../helpers/manage';

// One union of permission names (lib/contract/permissions.ts) declares a route's access in the OpenAPI
// document (managerAccess → x-access) and is what requirePermission enforces: it is the seed's list,
// both ways, and a misspelled name is a compile error (the probes at the end, checked by tsc).

type Doc = { paths: Record<string, Record<string, { 'x-access'?: Access }>> };

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
});
afterAll(() => h.close());

test('every permission of the union is in a seeded database, and every seeded permission is in the union', async () => {
  const seeded = (await h.db.selectFrom('permissions').select('name').execute()).map((p) => p.name);
  expect([...seeded].sort()).toEqual([...PERMISSIONS].sort());
  expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
});

test('every permission an operation declares is one of the union', async () => {
  const doc = (await h.request('GET', '/openapi.json')).body as Doc;
  const declared = Object.values(doc.paths).flatMap((methods) => Object.values(methods)).flatMap((op) => {
    const access = op['x-access'];
    return access?.guard === 'manager' && access.permission ? [access.permission] : [];
  });
  expect(declared.length).toBeGreaterThan(50);
  expect(declared.filter((name) => !isPermission(name))).toEqual([]);
});

test('a misspelled permission does not compile, in the declaration or the enforcement', () => {
  const spelled: Permission = 'classes.view';
  expect(managerAccess(spelled)['x-access']).toEqual({ guard: 'manager', permission: 'classes.view' });
  expect(typeof requirePermission(spelled)).toBe('function');
  // @ts-expect-error a permission that is not in lib/contract/permissions.ts
  expect(managerAccess('classes.veiw')['x-access']).toEqual({ guard: 'manager', permission: 'classes.veiw' });
  // @ts-expect-error a permission that is not in lib/contract/permissions.ts
  expect(typeof requirePermission('class.view')).toBe('function');
  // @ts-expect-error a module's action that belongs to another module
  const borrowed: Permission = 'classes.score';
  expect(isPermission(borrowed)).toBe(false);
});

test('requirePermission(route) enforces the permission the route declares, and refuses a route that declares none', () => {
  expect(typeof requirePermission(managerAccess('logs.sessions'))).toBe('function');
  expect(() => requirePermission(managerAccess())).toThrow('the route declares {"guard":"manager"}, not managerAccess(permission)');
  expect(() => requirePermission(publicAccess)).toThrow('not managerAccess(permission)');
});

test('a route names its permission once: its chain enforces the declaration (requirePermission(route)), not a second string', () => {
  const dir = path.join(__dirname, '../../lib/server/api/routes');
  const restated = readdirSync(dir).flatMap((file) =>
    readFileSync(path.join(dir, file), 'utf8').split('\n').flatMap((line) => (/requirePermission\(\s*['"`]/.test(line) ? [`${file}: ${line.trim()}`] : [])));
  // The orders sub-app guards every path under it, unknown ones included, so it names the permission itself.
  expect(restated).toEqual(["manage-enrollments.ts: orders.use('*', requirePermission('enrollments.review'));"]);
});
