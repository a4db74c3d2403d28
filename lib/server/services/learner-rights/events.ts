import type { Db } from '@/lib/server/db';
import type { RightsEvent } from '@/lib/contract/learner-rights';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import { maskPhone } from '../learners';

// The log of the learner's rights: one row per export and per closure. Its detail names sections,
// tables and columns, never a value, so the log itself holds nothing personal.

export type RightsEventKind = RightsEvent['kind'];

export async function recordRightsEvent(db: Db, userId: number, kind: RightsEventKind, detail: Record<string, unknown>, now: Date): Promise<void> {
  await db.insertInto('learner_rights_events').values({ kind, user_id: userId, detail: JSON.stringify(detail), created_at: now.toISOString() }).execute();
}

export type RightsEventFilters = { kind?: RightsEventKind; from?: string; to?: string; user_id?: number };

const endOfDay = (date: string) => `${date}T23:59:59.999Z`;

export async function listRightsEvents(db: Db, f: RightsEventFilters, page: PageRequest): Promise<{ total: number; data: RightsEvent[] }> {
  let query = db.selectFrom('learner_rights_events as e').innerJoin('users as u', 'u.id', 'e.user_id');
  if (f.kind) query = query.where('e.kind', '=', f.kind);
  if (f.user_id) query = query.where('e.user_id', '=', f.user_id);
  if (f.from) query = query.where('e.created_at', '>=', f.from);
  if (f.to) query = query.where('e.created_at', '<=', endOfDay(f.to));
  const total = Number((await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .select(['e.id', 'e.kind', 'e.user_id', 'e.detail', 'e.created_at', 'u.phone', 'u.status'])
    .orderBy('e.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  return {
    total,
    data: rows.map((r) => ({
      id: r.id, kind: r.kind as RightsEventKind, user_id: r.user_id, account_status: r.status,
      account: r.status === CLOSED_STATUS ? null : maskPhone(r.phone),
      detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null, created_at: r.created_at,
    })),
  };
}

/** users.status of a closed account. */
export const CLOSED_STATUS = 'closed';
