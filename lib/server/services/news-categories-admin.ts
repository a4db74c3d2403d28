import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { isUniqueViolation } from './unique-violation';
import type { ManagedCategory } from '@/lib/contract/content-admin';

// Back-office news categories; a category that still holds news cannot be deleted.

export type { ManagedCategory };
export type CategoryInput = { name: string; slug: string; sort: number };

export async function listManagedCategories(db: Db): Promise<ManagedCategory[]> {
  const rows = await db
    .selectFrom('news_categories')
    .leftJoin('news', 'news.category_id', 'news_categories.id')
    .select((eb) => ['news_categories.id', 'news_categories.name', 'news_categories.slug', 'news_categories.sort', eb.fn.count<number>('news.id').as('news_count')])
    .groupBy(['news_categories.id', 'news_categories.name', 'news_categories.slug', 'news_categories.sort'])
    .orderBy('news_categories.sort')
    .orderBy('news_categories.id')
    .execute();
  return rows.map((r) => ({ ...r, news_count: Number(r.news_count) }));
}

async function one(db: Db, id: number): Promise<ManagedCategory> {
  const found = (await listManagedCategories(db)).find((c) => c.id === id);
  if (!found) throw new AppError('not_found', '栏目不存在。');
  return found;
}

const slugTaken = () => new AppError('validation_failed', undefined, { slug: ['slug 已被其他栏目使用。'] });

export async function createCategory(db: Db, input: CategoryInput): Promise<ManagedCategory> {
  try {
    const row = await db.insertInto('news_categories').values(input).returning('id').executeTakeFirstOrThrow();
    return one(db, row.id);
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<ManagedCategory> {
  try {
    const result = await db.updateTable('news_categories').set(input).where('id', '=', id).executeTakeFirst();
    if (!Number(result.numUpdatedRows)) throw new AppError('not_found', '栏目不存在。');
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
  return one(db, id);
}

/** Counted and deleted in one transaction, so news added meanwhile cannot be orphaned. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('news_categories').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw new AppError('not_found', '栏目不存在。');
    const used = await trx.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow();
    if (Number(used.n) > 0) throw new AppError('conflict', `该栏目下还有 ${Number(used.n)} 条新闻，不能删除。`);
    await trx.deleteFrom('news_categories').where('id', '=', id).execute();
  });
}
