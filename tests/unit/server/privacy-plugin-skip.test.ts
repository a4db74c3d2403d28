/** @jest-environment node */
import { DummyDriver, type Generated, Kysely, type RootOperationNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { keyRing, newSecret } from '@/lib/server/privacy/data-key';
import { namesProtectedColumn, PrivacyPlugin, ProtectedColumnError } from '@/lib/server/privacy/plugin';

// The privacy plugin hands a query that names no ID number back as it is, instead of rebuilding its
// whole tree (4–5 % of the CPU of a simple read). Whatever it skips must compile exactly as the full
// transform would: checked here over query shapes the services use, with and without the column.

type Row = { id: Generated<number>; name: string; id_number: string | null; id_number_bidx: string | null; user_id: number; data: string | null };
type Db = { users: Row; certificates: Row; enrollments: Row };

const ring = keyRing([newSecret()], 'test');
const plugin = new PrivacyPlugin(() => ring);
const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const compiler = new SqliteQueryCompiler();
// The transform the plugin ran on every query before (its transformer is private to the plugin).
const fullTransform = (node: RootOperationNode) => (plugin as unknown as { transformer: { transformNode(n: RootOperationNode): RootOperationNode } }).transformer.transformNode(node);
const viaPlugin = (node: RootOperationNode) => plugin.transformQuery({ node, queryId: { queryId: 'q' } });

const WITHOUT = {
  'select with where, join, order and limit': () =>
    db.selectFrom('certificates as c').innerJoin('users as u', 'u.id', 'c.user_id').select(['c.id', 'u.name']).where('c.name', 'like', '%张%').orderBy('c.id', 'desc').limit(15).offset(30),
  'select * (sealed values are opened in results, not in the query)': () => db.selectFrom('users').selectAll().where('id', '=', 7),
  'a value that looks like a column named id_number is data': () =>
    db.selectFrom('users').select('id').where('data', '=', JSON.stringify({ kind: 'ColumnNode', column: { name: 'id_number' } })).where('name', 'in', ['id_number', 'x']),
  'an insert without the column': () => db.insertInto('users').values({ name: 'a', user_id: 1 }),
  update: () => db.updateTable('users').set({ name: 'b' }).where('id', '=', 3),
  delete: () => db.deleteFrom('enrollments').where('user_id', '=', 3),
  'a raw fragment': () => db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where(sql<boolean>`name is not null`),
  'exists with a subquery': () => db.selectFrom('users').select('id').where(({ exists, selectFrom }) => exists(selectFrom('enrollments').select('id').whereRef('enrollments.user_id', '=', 'users.id'))),
};

const WITH = {
  'select of the column': () => db.selectFrom('users').select(['id', 'id_number']),
  'equality on the column': () => db.selectFrom('certificates').select('id').where('id_number', '=', '410102199001011234').where('name', '=', '张海'),
  'in a list': () => db.selectFrom('certificates').select('id').where('id_number', 'in', ['410102199001011234', '41010219900101123X']),
  'a qualified reference': () => db.selectFrom('certificates as c').select('c.id').where('c.id_number', '=', '410102199001011234'),
  'inside a subquery only': () =>
    db.selectFrom('users').select('id').where(({ exists, selectFrom }) => exists(selectFrom('enrollments').select('id').where('enrollments.id_number', '=', '410102199001011234'))),
  'a join on it': () => db.selectFrom('users as u').innerJoin('enrollments as e', 'e.id_number', 'u.id_number').select('u.id'),
  'an insert': () => db.insertInto('users').values({ name: 'a', user_id: 1, id_number: '410102199001011234' }),
  'an update': () => db.updateTable('users').set({ id_number: '410102199001011234' }).where('id', '=', 3),
  'an upsert': () => db.insertInto('users').values({ name: 'a', user_id: 1, id_number: '410102199001011234' }).onConflict((oc) => oc.column('user_id').doUpdateSet({ id_number: (eb) => eb.ref('excluded.id_number') })),
  'is null': () => db.selectFrom('users').select('id').where('id_number', 'is', null),
};

test.each(Object.entries(WITHOUT))('%s: named no ID number, so the plugin passes the very same tree on', (_name, build) => {
  const node = build().toOperationNode();
  expect(namesProtectedColumn(node)).toBe(false);
  expect(viaPlugin(node)).toBe(node);
  expect(compiler.compileQuery(viaPlugin(node), { queryId: 'q' })).toEqual(compiler.compileQuery(fullTransform(node), { queryId: 'q' }));
});

test.each(Object.entries(WITH))('%s: names the ID number, so the plugin transforms it as before', (_name, build) => {
  const node = build().toOperationNode();
  expect(namesProtectedColumn(node)).toBe(true);
  const transformed = viaPlugin(node);
  expect(transformed).not.toBe(node);
  const compiled = compiler.compileQuery(transformed, { queryId: 'q' });
  expect(compiled.sql).toBe(compiler.compileQuery(fullTransform(node), { queryId: 'q' }).sql);
  // No ID number reaches the database in clear: written sealed, compared by its blind index.
  expect(compiled.parameters).not.toContain('410102199001011234');
});

test('a shape it cannot keep right is still refused', () => {
  expect(() => viaPlugin(db.selectFrom('users').select('id').orderBy('id_number').toOperationNode())).toThrow(ProtectedColumnError);
  expect(() => viaPlugin(db.selectFrom('users').select('id').where('id_number', 'like', '4101%').toOperationNode())).toThrow(ProtectedColumnError);
});
