import type { Access } from '@/lib/server/api/http/access';
import { issueToken } from '@/lib/server/auth/tokens';
import { accountsHarness, createManager, ensureRole, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { seedAccess } from '../helpers/manage';

// Generated from the OpenAPI document: every back-office operation that names a permission is
// called by a manager holding every permission except that one, and must answer 403 (and a manager
// holding it must not). The permission strings the menus show are the ones the API enforces.

type Doc = { paths: Record<string, Record<string, { 'x-access'?: Access }>> };

let h: AccountsHarness;
let doc: Doc;
let allPermissions: { id: number; name: string }[];
const tokens = new Map<string, string>();

async function managerWithout(permission: string): Promise<string> {
  const known = tokens.get(permission);
  if (known) return known;
  const roleId = await ensureRole(h.db, `all-but-${permission}`);
  const granted = allPermissions.filter((p) => p.name !== permission);
  await h.db.insertInto('role_permissions').values(granted.map((p) => ({ role_id: roleId, permission_id: p.id }))).execute();
  const manager = await createManager(h.db, { username: `without_${tokens.size}` });
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', manager.id).execute();
  await h.db.insertInto('manager_roles').values({ manager_id: manager.id, role_id: roleId }).execute();
  const token = (await issueToken(h.db, { guard: 'manage', subjectId: manager.id })).access_token;
  tokens.set(permission, token);
  return token;
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  allPermissions = await h.db.selectFrom('permissions').select(['id', 'name']).execute();
  doc = (await h.request('GET', '/openapi.json')).body as Doc;
});
afterAll(() => h.close());

function guardedOperations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op['x-access']?.guard === 'manager' && op['x-access'].permission)
      .map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), permission: (op['x-access'] as { permission: string }).permission })),
  );
}

test('every back-office operation refuses a manager lacking exactly its permission (403)', async () => {
  const operations = guardedOperations();
  expect(operations.length).toBeGreaterThan(40);
  expect(operations.filter((o) => o.path.startsWith('/manage/')).length).toBeGreaterThan(30);
  const unknown = operations.filter((o) => !allPermissions.some((p) => p.name === o.permission)).map((o) => `${o.method} ${o.path}: ${o.permission}`);
  // A permission nobody can be granted would lock the operation away for good.
  expect(unknown).toEqual([]);
  const wrong: string[] = [];
  for (const op of operations) {
    const url = op.path.replace(/\{[^}]+\}/g, '1');
    const answer = await h.request(op.method, url, { token: await managerWithout(op.permission), json: op.method === 'GET' ? undefined : {} });
    if (answer.status !== 403) wrong.push(`${op.method} ${op.path} without ${op.permission}: ${answer.status}`);
  }
  expect(wrong).toEqual([]);
}, 120_000);
