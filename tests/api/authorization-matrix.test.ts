import type { Db } from '@/lib/server/db';
import type { Access } from '@/lib/server/api/http/access';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { accountsHarness, createLearner, createManager, tokenFor, type AccountsHarness } from '../helpers/accounts';

// Every documented operation × every kind of caller: the `x-access` each operation declares is
// the specification, and the answers must match it — denied is 401 or 403, allowed is anything else
// (a 422 for the empty body, a 404 for the made-up id, a 200).

type Operation = { 'x-access'?: Access };
type Doc = { paths: Record<string, Record<string, Operation>> };
type Actor = { name: string; kind: 'anonymous' | 'learner' | 'manager'; login?: string; permissions: Set<string>; token?: string };

const ORG_ROLES: Record<string, number> = { enterprise: 10, school: 11, institution: 12 };

let h: AccountsHarness;
let doc: Doc;
const actors: Actor[] = [];

async function permissionsOf(db: Db, managerId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('manager_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'manager_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('manager_roles.manager_id', '=', managerId)
    .execute();
  return new Set(rows.map((r) => r.name));
}

async function signInAll() {
  for (const actor of actors) {
    if (actor.login) actor.token = await tokenFor(h, actor.kind as 'learner' | 'manager', actor.login);
  }
}

beforeAll(async () => {
  h = await accountsHarness({ seeded: true });
  doc = (await h.request('GET', '/openapi.json')).body as Doc;
  actors.push({ name: 'anonymous', kind: 'anonymous', permissions: new Set() });
  for (const name of ['learner', 'another learner']) {
    const learner = await createLearner(h.db);
    actors.push({ name, kind: 'learner', login: learner.phone, permissions: new Set() });
  }
  const none = await createManager(h.db, { roles: [] });
  actors.push({ name: 'manager without a role', kind: 'manager', login: none.username, permissions: new Set() });
  const roles = await h.db.selectFrom('roles').select('name').orderBy('id').execute();
  for (const { name: role } of roles) {
    const orgType = ORG_ROLES[role];
    const org = orgType
      ? await h.db.selectFrom('organizations').select('id').where('type', '=', orgType).orderBy('id').executeTakeFirstOrThrow()
      : undefined;
    const manager = await createManager(h.db, { roles: [role], organizationId: org?.id ?? null });
    actors.push({ name: `role ${role}${orgType ? ` (org type ${orgType})` : ''}`, kind: 'manager', login: manager.username, permissions: await permissionsOf(h.db, manager.id) });
  }
  await signInAll();
}, 180_000);

afterAll(async () => {
  await h.close();
});

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), access: op['x-access'] })),
  );
}

/** Valid-looking 18-character resident ID numbers (check character included) in a text. */
function fullIdNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![0-9A-Za-z])(\d{17})([\dX])(?![0-9A-Za-z])/g)]
    .filter(([, first17, check]) => idNumberCheckChar(first17) === check)
    .map(([whole]) => whole);
}

function allowed(access: Access, actor: Actor): boolean {
  switch (access.guard) {
    case 'public':
      return true;
    case 'learner':
      return actor.kind === 'learner';
    case 'session':
      return actor.kind !== 'anonymous';
    case 'manager':
      return actor.kind === 'manager' && (!access.permission || actor.permissions.has(access.permission));
  }
}

test('the matrix covers every operation, with several manager roles and each organisation type', () => {
  expect(operations().length).toBeGreaterThan(30);
  expect(actors.filter((a) => a.kind === 'manager').length).toBeGreaterThanOrEqual(7);
  expect(actors.map((a) => a.name)).toEqual(expect.arrayContaining(['role enterprise (org type 10)', 'role school (org type 11)', 'role institution (org type 12)']));
});

test('every operation answers every caller as its declared access says', async () => {
  const mismatches: string[] = [];
  const leaks: string[] = [];
  let calls = 0;
  for (const { method, path, access } of operations()) {
    if (!access) {
      mismatches.push(`${method} ${path}: no x-access declared`);
      continue;
    }
    for (const actor of actors) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const answer = await h.request(method, url, { token: actor.token, json: method === 'GET' ? undefined : {} });
      calls += 1;
      const denied = answer.status === 401 || answer.status === 403;
      if (actor.kind !== 'manager') {
        for (const id of fullIdNumbers(JSON.stringify(answer.body))) leaks.push(`${method} ${url} as ${actor.name}: ${id}`);
      }
      if (denied === allowed(access, actor)) {
        mismatches.push(`${method} ${path} as ${actor.name}: ${answer.status} but declared ${JSON.stringify(access)}`);
      }
      // Signing out revokes the token the caller used; the next operations need a live one.
      if (method === 'DELETE' && path === '/authorizations/current' && actor.login) await signInAll();
    }
  }
  expect(mismatches).toEqual([]);
  // Privacy: nobody but a manager ever receives a whole ID number (SPEC: masked in public answers).
  expect(leaks).toEqual([]);
  expect(calls).toBeGreaterThan(0);
  console.log(`authorization matrix: ${operations().length} operations × ${actors.length} callers = ${calls} calls`);
}, 300_000);
