import type { News, NewsCategory } from '@/lib/contract/news';
import type { Db } from '@/lib/server/db';
import { contains, flag, offset, type IncludeTree, type Page, type PageResult } from './query';

const LIST_COLUMNS = [
  'id', 'category_id', 'title', 'summary', 'cover', 'author', 'source', 'is_top', 'views', 'published_at',
] as const;

export type NewsFilters = { category_id?: number; keyword?: string };

/** Statuses that reach the public once their time has come: a scheduled item needs no job to appear. */
export const LIVE_STATUSES = ['published', 'scheduled'] as const;

/** Published and due: drafts and items scheduled for later stay hidden. */
function publishedNews(db: Db, now: string) {
  return db.selectFrom('news').where('status', 'in', [...LIVE_STATUSES]).where('published_at', '<=', now);
}

/** `now` is the context's clock (ISO text): what is due to be public is decided by it. */
export async function listNewsCategories(db: Db, now: string): Promise<NewsCategory[]> {
  const [categories, counts] = await Promise.all([
    db.selectFrom('news_categories').select(['id', 'name', 'slug', 'sort']).orderBy('sort').orderBy('id').execute(),
    publishedNews(db, now)
      .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute(),
  ]);
  const byCategory = new Map(counts.map((r) => [r.category_id, Number(r.n)]));
  return categories.map((c) => ({ ...c, news_count: byCategory.get(c.id) ?? 0 }));
}

export async function listNews(db: Db, filters: NewsFilters, page: Page, include: IncludeTree, now: string): Promise<PageResult<News>> {
  let query = publishedNews(db, now);
  if (filters.category_id) query = query.where('category_id', '=', filters.category_id);
  if (filters.keyword) query = query.where(contains('title', filters.keyword));
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(LIST_COLUMNS)
      .orderBy('is_top', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset(offset(page))
      .execute(),
  ]);
  const data = rows.map((r) => ({ ...r, is_top: flag(r.is_top) }));
  await attachNewsIncludes(db, data, include);
  return { data, total: Number(counted.total) };
}

export async function findPublishedNews(db: Db, id: number, include: IncludeTree, now: string): Promise<News | undefined> {
  const row = await publishedNews(db, now).select([...LIST_COLUMNS, 'content']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const news = { ...row, is_top: flag(row.is_top) };
  await attachNewsIncludes(db, [news], include);
  return news;
}

async function attachNewsIncludes(db: Db, news: News[], include: IncludeTree): Promise<void> {
  if (!include.category || news.length === 0) return;
  const ids = [...new Set(news.map((n) => n.category_id))];
  const rows = await db.selectFrom('news_categories').select(['id', 'name', 'slug', 'sort']).where('id', 'in', ids).execute();
  const categories = new Map(rows.map((r) => [r.id, r]));
  for (const n of news) {
    const category = categories.get(n.category_id);
    if (category) n.category = { data: category };
  }
}
