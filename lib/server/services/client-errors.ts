import type { Db } from '@/lib/server/db';
import { redactPersonal } from '@/lib/server/observability/redact';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';

export type ClientErrorInput = { message: string; stack?: string; url?: string; userAgent?: string | null };

export type ClientError = { id: number; message: string; stack: string | null; url: string | null; user_agent: string | null; created_at: string };

export async function recordClientError(db: Db, input: ClientErrorInput, now: Date): Promise<number> {
  const row = await db
    .insertInto('client_error_logs')
    .values({
      // Whatever a page's address or an error's text held of a phone or an ID number, the log keeps masked.
      message: redactPersonal(input.message.slice(0, 1000)),
      stack: input.stack === undefined ? null : redactPersonal(input.stack.slice(0, 8000)),
      url: input.url === undefined ? null : redactPersonal(input.url.slice(0, 500)),
      user_agent: input.userAgent?.slice(0, 255) ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listClientErrors(db: Db, page: PageRequest): Promise<{ data: ClientError[]; total: number }> {
  const [{ total }] = await db.selectFrom('client_error_logs').select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const data = await db
    .selectFrom('client_error_logs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset(offsetOf(page))
    .execute();
  return { data, total: Number(total) };
}
