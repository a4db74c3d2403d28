import type { DictionaryItem } from '@/lib/contract/dictionary';
import type { Db } from '@/lib/server/db';

export function listDictionary(db: Db, type: string): Promise<DictionaryItem[]> {
  return db
    .selectFrom('dictionary_items')
    .select(['value', 'label'])
    .where('type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function isDictionaryValue(db: Db, type: string, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('dictionary_items')
    .select('id')
    .where('type', '=', type)
    .where('value', '=', value)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
