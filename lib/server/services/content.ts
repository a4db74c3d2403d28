import type { Banner } from '@/lib/contract/banner';
import type { ContentPage } from '@/lib/contract/content-page';
import type { Db } from '@/lib/server/db';

export function activeBanners(db: Db): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'image', 'link', 'sort'])
    .where('status', '=', 'active')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPage(db: Db, slug: string): Promise<ContentPage | undefined> {
  return db.selectFrom('pages').select(['slug', 'title', 'content', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
}
