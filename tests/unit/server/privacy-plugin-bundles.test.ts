/** @jest-environment node */
import { Kysely, SqliteDialect } from 'kysely';
import Database from 'better-sqlite3';
import { keyRing, newSecret } from '@/lib/server/privacy/data-key';
import { registrationKeyFor } from '@/lib/server/privacy/derived-keys';

// Next bundles route handlers and server components separately, and the database handle is kept on
// globalThis: a handle made by one bundle's copy of the privacy plugin reaches services in another.
// CI's browser run failed on exactly that (a training registration answered 500): the plugin was
// looked up with `instanceof`, which a second copy of the class never satisfies.

type PluginModule = typeof import('@/lib/server/privacy/plugin');

function otherCopyOfPlugin(): PluginModule {
  let copy: PluginModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<PluginModule>('@/lib/server/privacy/plugin');
  });
  return copy!;
}

it('finds the privacy plugin on a handle made by another copy of its module', async () => {
  const other = otherCopyOfPlugin();
  const ring = keyRing([newSecret()], 'test');
  const db = new Kysely<Record<string, never>>({
    dialect: new SqliteDialect({ database: new Database(':memory:') }),
    plugins: [new other.PrivacyPlugin(() => ring)],
  });
  try {
    const ours = await import('@/lib/server/privacy/plugin');
    expect(other.PrivacyPlugin).not.toBe(ours.PrivacyPlugin);
    const key = registrationKeyFor(db, '13800000000', '41010219900307123X', 7);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    await db.transaction().execute(async (trx) => {
      expect(registrationKeyFor(trx, '13800000000', '41010219900307123X', 7)).toBe(key);
    });
  } finally {
    await db.destroy();
  }
});

it('still refuses a handle without the plugin', () => {
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  expect(() => registrationKeyFor(db, '13800000000', '41010219900307123X', 7)).toThrow(/data key/);
  void db.destroy();
});
