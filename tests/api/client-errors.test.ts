import { issueToken } from '@/lib/server/auth/tokens';
import { accountsHarness, createLearner, createManager, ensureRole, type AccountsHarness } from '../helpers/accounts';

async function grant(h: AccountsHarness, role: string, permission: string) {
  const roleId = await ensureRole(h.db, role);
  const perm = await h.db.insertInto('permissions').values({ name: permission, title: permission, parent_id: null, sort: 0 }).returning('id').executeTakeFirstOrThrow();
  await h.db.insertInto('role_permissions').values({ role_id: roleId, permission_id: perm.id }).execute();
}

describe('the client error log (SPEC.md §8)', () => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await accountsHarness();
    await grant(h, 'super-admin', 'logs.client-errors');
  }, 120_000);
  afterAll(async () => h.close(), 120_000);

  const count = async () => Number((await h.db.selectFrom('client_error_logs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('records an uncaught browser error with its page and browser', async () => {
    const answer = await h.request('POST', '/client-errors', {
      json: { message: 'TypeError: x is undefined', stack: 'at render (page.js:1:2)', url: 'http://localhost/user/info' },
      headers: { 'user-agent': 'Mozilla/5.0 test', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(answer.status).toBe(201);
    const row = await h.db.selectFrom('client_error_logs').selectAll().where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'TypeError: x is undefined', url: 'http://localhost/user/info', user_agent: 'Mozilla/5.0 test' });
  });

  it('issue 30: keeps a phone or ID number in the report masked', async () => {
    const answer = await h.request('POST', '/client-errors', {
      json: {
        message: 'Error: 13912345678 not found', stack: 'at check (41010519900101123X)',
        url: 'http://localhost/cerQuery?id_number=41010519900101123X&phone=13912345678',
      },
      headers: { 'x-forwarded-for': '10.0.0.2' },
    });
    expect(answer.status).toBe(201);
    const row = await h.db.selectFrom('client_error_logs').selectAll().where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'Error: 139****5678 not found', stack: 'at check (4101**********123X)',
      url: 'http://localhost/cerQuery?id_number=4101**********123X&phone=139****5678',
    });
  });

  it('rejects an empty report with a field message and writes nothing', async () => {
    const before = await count();
    const answer = await h.request('POST', '/client-errors', { json: { message: '  ' }, headers: { 'x-forwarded-for': '10.0.0.2' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('message');
    expect(await count()).toBe(before);
  });

  it('caps reports per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await h.request('POST', '/client-errors', { json: { message: `e${i}` }, headers: { 'x-forwarded-for': '10.0.0.3' } })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('is readable only by managers holding logs.client-errors', async () => {
    const learner = await createLearner(h.db);
    const plain = await createManager(h.db, { roles: ['city-admin'] });
    const admin = await createManager(h.db, { roles: ['super-admin'] });
    const token = async (guard: 'api' | 'manage', id: number) => (await issueToken(h.db, { guard, subjectId: id })).access_token;

    expect((await h.request('GET', '/client-errors')).status).toBe(401);
    expect((await h.request('GET', '/client-errors', { token: await token('api', learner.id) })).status).toBe(401);
    expect((await h.request('GET', '/client-errors', { token: await token('manage', plain.id) })).status).toBe(403);
    const answer = await h.request('GET', '/client-errors?per_page=2', { token: await token('manage', admin.id) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0].id).toBeGreaterThan(answer.body.data[1].id);
    expect(answer.body.meta.pagination.total).toBe(await count());
  });
});
