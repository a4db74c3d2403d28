import type { ExpressionBuilder } from 'kysely';
import { sanitizeRichText } from '@/lib/html/sanitize';
import type { Db } from '@/lib/server/db';
import type { Database } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/domain/errors';
import { LIVE_STATUSES } from './news';
import { contains, flag, offset, type Page, type PageResult } from './query';
import type { ManagedNews, NewsStatus } from '@/lib/contract/content-admin';

// Back-office news: drafts, publishing now or at a time, and back to draft. A scheduled item is a
// stored 'scheduled' row with a future published_at; the public query shows it once that time has
// passed, so nothing has to run at the scheduled moment.

export type { ManagedNews };
export type NewsInput = {
  title: string; category_id: number; summary?: string | null; content: string; cover?: string | null;
  author?: string | null; source?: string | null; is_top?: boolean;
};
export type ManagedNewsFilters = { keyword?: string; category_id?: number; status?: NewsStatus };

const COLUMNS = [
  'news.id', 'news.category_id', 'news_categories.name as category_name', 'news.title', 'news.summary', 'news.cover', 'news.author',
  'news.source', 'news.status', 'news.is_top', 'news.views', 'news.published_at', 'news.created_at', 'news.updated_at',
] as const;

type Row = Omit<ManagedNews, 'status' | 'is_top'> & { status: string; is_top: number };

/** What a row is now: stored 'published' with a future time is as scheduled as a stored 'scheduled'. */
export function effectiveStatus(status: string, publishedAt: string | null, now: string): NewsStatus {
  if (!(LIVE_STATUSES as readonly string[]).includes(status) || !publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

const shape = (row: Row, now: string): ManagedNews => ({ ...row, status: effectiveStatus(row.status, row.published_at, now), is_top: flag(row.is_top) });

function statusFilter(status: NewsStatus, now: string) {
  return (eb: ExpressionBuilder<Database, 'news'>) => {
    if (status === 'draft') return eb.or([eb('news.status', 'not in', [...LIVE_STATUSES]), eb('news.published_at', 'is', null)]);
    const live = eb('news.status', 'in', [...LIVE_STATUSES]);
    return eb.and([live, eb('news.published_at', status === 'scheduled' ? '>' : '<=', now)]);
  };
}

function base(db: Db) {
  return db.selectFrom('news').leftJoin('news_categories', 'news_categories.id', 'news.category_id');
}

export async function listManagedNews(db: Db, filters: ManagedNewsFilters, page: Page, now: string): Promise<PageResult<ManagedNews>> {
  let query = base(db);
  if (filters.category_id) query = query.where('news.category_id', '=', filters.category_id);
  if (filters.keyword) query = query.where(contains('news.title', filters.keyword));
  if (filters.status) query = query.where(statusFilter(filters.status, now));
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.select(COLUMNS).orderBy('news.updated_at', 'desc').orderBy('news.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map((r) => shape(r, now)), total: Number(counted.total) };
}

export async function showManagedNews(db: Db, id: number, now: string): Promise<ManagedNews> {
  const row = await base(db).select([...COLUMNS, 'news.content']).where('news.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '新闻不存在。');
  return shape(row, now);
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const found = await db.selectFrom('news_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw new AppError('validation_failed', undefined, { category_id: ['category_id 栏目不存在。'] });
}

/** The stored fields of an input: rich text sanitised here, on every write, whatever the editor sent. */
function stored(input: NewsInput) {
  const content = sanitizeRichText(input.content).trim();
  if (!content.replace(/<p>\s*<\/p>/g, '')) throw new AppError('validation_failed', undefined, { content: ['content 不能为空。'] });
  return {
    title: input.title, category_id: input.category_id, summary: input.summary || null, content, cover: input.cover || null,
    author: input.author || null, source: input.source || null, is_top: input.is_top ? 1 : 0,
  };
}

export async function createNews(db: Db, input: NewsInput, now: string): Promise<ManagedNews> {
  await checkCategory(db, input.category_id);
  const row = await db
    .insertInto('news')
    .values({ ...stored(input), status: 'draft', published_at: null, views: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return showManagedNews(db, row.id, now);
}

export async function updateNews(db: Db, id: number, input: NewsInput, now: string): Promise<ManagedNews> {
  await checkCategory(db, input.category_id);
  const result = await db.updateTable('news').set({ ...stored(input), updated_at: now }).where('id', '=', id).executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new AppError('not_found', '新闻不存在。');
  return showManagedNews(db, id, now);
}

export async function deleteNews(db: Db, id: number): Promise<void> {
  const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw new AppError('not_found', '新闻不存在。');
}

type Transition = { status: 'draft' | 'scheduled' | 'published'; published_at: string | null };

/** One conditional UPDATE, so two managers acting at once cannot both move the same item. */
async function transition(db: Db, id: number, now: string, allowed: NewsStatus[], next: Transition, refusal: string): Promise<ManagedNews> {
  const result = await db
    .updateTable('news')
    .set({ ...next, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or(allowed.map((status) => statusFilter(status, now)(eb))))
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) {
    await showManagedNews(db, id, now);
    throw new AppError('conflict', refusal);
  }
  return showManagedNews(db, id, now);
}

export const publishNews = (db: Db, id: number, now: string) =>
  transition(db, id, now, ['draft', 'scheduled'], { status: 'published', published_at: now }, '该新闻已发布。');

export function scheduleNews(db: Db, id: number, publishAt: string, now: string) {
  if (publishAt <= now) throw new AppError('validation_failed', undefined, { publish_at: ['publish_at 必须晚于当前时间。'] });
  return transition(db, id, now, ['draft', 'scheduled'], { status: 'scheduled', published_at: publishAt }, '该新闻已发布，请先撤回为草稿。');
}

export const unpublishNews = (db: Db, id: number, now: string) =>
  transition(db, id, now, ['scheduled', 'published'], { status: 'draft', published_at: null }, '该新闻已是草稿。');

