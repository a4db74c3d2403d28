import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { isUniqueViolation } from '../unique-violation';

// The lists other modules read (education levels, employment categories, news categories,
// occupation levels…), editable without code. Public reads (GET /dictionaries/{type}) hit the
// table directly, so an edit shows at once.

export type DictionaryFields = { type?: string; value?: string; label?: string; sort?: number; enabled?: boolean };

export async function listDictionaryItems(db: Db, type?: string) {
  let query = db.selectFrom('dictionary_items').selectAll();
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('type').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, enabled: r.enabled === 1 }));
}

export async function dictionaryTypes(db: Db) {
  const rows = await db.selectFrom('dictionary_items').select(['type', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy('type').orderBy('type').execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.n) }));
}

const duplicate = (error: unknown) => (isUniqueViolation(error) ? new AppError('validation_failed', undefined, { value: ['value 该字典中已有相同的值。'] }) : error);

export async function createDictionaryItem(db: Db, f: Required<Pick<DictionaryFields, 'type' | 'value' | 'label'>> & DictionaryFields): Promise<number> {
  try {
    const row = await db.insertInto('dictionary_items')
      .values({ type: f.type, value: f.value, label: f.label, sort: f.sort ?? 0, enabled: f.enabled === false ? 0 : 1 })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    throw duplicate(error);
  }
}

export async function updateDictionaryItem(db: Db, id: number, f: DictionaryFields): Promise<void> {
  const found = await db.selectFrom('dictionary_items').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('not_found', '字典项不存在。');
  const { enabled, ...rest } = f;
  try {
    await db.updateTable('dictionary_items').set({ ...rest, ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}) }).where('id', '=', id).execute();
  } catch (error) {
    throw duplicate(error);
  }
}

export async function deleteDictionaryItem(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('dictionary_items').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('not_found', '字典项不存在。');
  await db.deleteFrom('dictionary_items').where('id', '=', id).execute();
}
