import type { Notification } from '@/lib/contract/enrollment';
import type { Db } from '@/lib/server/db';
import type { Page, PageResult } from './query';

export type NewNotification = { userId: number; kind: string; title: string; body: string; link?: string | null };

/** Written inside the caller's transaction, so a learner is told only about changes that happened. */
export async function notify(trx: Db, n: NewNotification, now: Date): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({ user_id: n.userId, kind: n.kind, title: n.title, body: n.body.slice(0, 500), link: n.link ?? null, read_at: null, created_at: now.toISOString() })
    .execute();
}

export async function listNotifications(db: Db, userId: number, page: Page, unreadOnly: boolean): Promise<PageResult<Notification> & { unread: number }> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) base = base.where('read_at', 'is', null);
  const [counted, unread, data] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow(),
    base
      .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
  ]);
  return { data, total: Number(counted.n), unread: Number(unread.n) };
}

/** Marks the given notifications (or all, without ids) read; another learner's ids match nothing. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: Date): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: now.toISOString() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
