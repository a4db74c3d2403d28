import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';
import { insertOccupation } from '../helpers/fixtures';

// SQLite's reads outside a transaction use their own connection (lib/server/db/sqlite-split.ts):
// they answer while a transaction holds the writer, see only what is committed, and a transaction
// still reads its own writes.

const sqliteOnly = testDialect() === 'sqlite' ? describe : describe.skip;
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.destroy());

const names = async () => (await t.db.selectFrom('occupations').select('name').orderBy('id').execute()).map((r) => r.name);

sqliteOnly('split SQLite connections', () => {
  it('reads while a transaction is open, sees only what is committed, and the transaction sees its own writes', async () => {
    await insertOccupation(t.db, { name: '电工' });
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let insideSaw: string[] = [];
    const transaction = t.db.transaction().execute(async (trx) => {
      await insertOccupation(trx, { name: '焊工' });
      insideSaw = (await trx.selectFrom('occupations').select('name').orderBy('id').execute()).map((r) => r.name);
      await held;
    });
    // With one connection this read would wait for the commit; here it answers at once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await names()).toEqual(['电工']);
    finish();
    await transaction;
    expect(insideSaw).toEqual(['电工', '焊工']);
    expect(await names()).toEqual(['电工', '焊工']);
  });

  it('queues writes behind an open transaction and keeps them in order', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const order: string[] = [];
    const transaction = t.db.transaction().execute(async (trx) => {
      await insertOccupation(trx, { name: '育婴员' });
      await held;
      order.push('transaction');
    });
    const writes = [insertOccupation(t.db, { name: '保育师' }).then(() => order.push('first')), insertOccupation(t.db, { name: '茶艺师' }).then(() => order.push('second'))];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    finish();
    await Promise.all([transaction, ...writes]);
    expect(order).toEqual(['transaction', 'first', 'second']);
    expect((await names()).slice(-3)).toEqual(['育婴员', '保育师', '茶艺师']);
  });

  it('rolls a failed transaction back and lets the next writer in', async () => {
    await expect(t.db.transaction().execute(async (trx) => {
      await insertOccupation(trx, { name: '不应留下' });
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(await names()).not.toContain('不应留下');
    await insertOccupation(t.db, { name: '中式烹调师' });
    expect(await names()).toContain('中式烹调师');
  });

  it('streams a select on its own connection while other reads run', async () => {
    const streamed: string[] = [];
    for await (const row of t.db.selectFrom('occupations').select('name').orderBy('id').stream()) {
      streamed.push(row.name);
      expect((await names()).length).toBeGreaterThan(0);
    }
    expect(streamed).toEqual(await names());
  });
});
