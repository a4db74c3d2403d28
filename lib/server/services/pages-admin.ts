import { sanitizeRichText } from '@/lib/html/sanitize';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';

// The site's single content pages, edited in the back-office; the public reads them at /pages/{slug}.

export const CONTENT_PAGE_SLUGS = ['aboutUs', 'contact', 'introduce', 'club', 'help'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export type ManagedPage = { id: number; slug: string; title: string; content: string; updated_at: string };
export type PageInput = { title: string; content: string };

const COLUMNS = ['id', 'slug', 'title', 'content', 'updated_at'] as const;

export async function listManagedPages(db: Db): Promise<Omit<ManagedPage, 'content'>[]> {
  const rows = await db.selectFrom('pages').select(['id', 'slug', 'title', 'updated_at']).where('slug', 'in', [...CONTENT_PAGE_SLUGS]).execute();
  return CONTENT_PAGE_SLUGS.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

export async function showManagedPage(db: Db, slug: ContentPageSlug): Promise<ManagedPage> {
  const row = await db.selectFrom('pages').select(COLUMNS).where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError('not_found', '页面不存在。');
  return row;
}

/** Sanitised here whatever the editor sent; a page missing from the database is created. */
export async function updateManagedPage(db: Db, slug: ContentPageSlug, input: PageInput, now: string): Promise<ManagedPage> {
  const content = sanitizeRichText(input.content).trim();
  if (!content.replace(/<p>\s*<\/p>/g, '')) throw new AppError('validation_failed', undefined, { content: ['content 不能为空。'] });
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('pages').set({ title: input.title, content, updated_at: now }).where('slug', '=', slug).executeTakeFirst();
    if (!Number(result.numUpdatedRows)) await trx.insertInto('pages').values({ slug, title: input.title, content, created_at: now, updated_at: now }).execute();
  });
  return showManagedPage(db, slug);
}
