import type { AuditEntry } from '@/lib/contract/subsidy/audit';
import type { Db } from '@/lib/server/db';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import type { Actor } from './actor';
import { scopeCondition, type SubsidyScope } from './scope';

// The append-only audit log: every state change of the chain is one row. The database refuses
// UPDATE and DELETE on the table (migration 2026-11-29-subsidy-01-chain), so this module only inserts.

export type AuditInput = {
  entity: AuditEntry['entity'];
  entityId: number;
  claimId?: number | null;
  action: string;
  from?: string | null;
  to?: string | null;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
};

export async function appendAudit(db: Db, actor: Actor, now: string, input: AuditInput): Promise<void> {
  await db
    .insertInto('subsidy_audit_log')
    .values({
      entity: input.entity, entity_id: input.entityId, claim_id: input.claimId ?? null, action: input.action,
      from_status: input.from ?? null, to_status: input.to ?? null, actor_type: actor.type, actor_id: actor.id,
      actor_name: actor.name?.slice(0, 50) ?? null, ip: actor.ip?.slice(0, 64) ?? null,
      changes: input.changes ? JSON.stringify(input.changes) : null, reason: input.reason ?? null, created_at: now,
    })
    .execute();
}

type Row = { id: number; entity: string; entity_id: number; claim_id: number | null; action: string; from_status: string | null; to_status: string | null; actor_type: string; actor_id: number | null; actor_name: string | null; ip: string | null; changes: string | null; reason: string | null; created_at: string };

export const auditEntryOf = (r: Row): AuditEntry => ({
  ...r,
  entity: r.entity as AuditEntry['entity'],
  actor_type: r.actor_type as AuditEntry['actor_type'],
  changes: r.changes ? (JSON.parse(r.changes) as Record<string, unknown>) : null,
});

export async function claimAudit(db: Db, claimId: number): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('subsidy_audit_log').selectAll().where('claim_id', '=', claimId).orderBy('id').execute();
  return rows.map(auditEntryOf);
}

/** Entries in the manager's scope: of claims they may see, plus (province only) everything else. */
export async function scopedAudit(db: Db, scope: SubsidyScope, filters: { claim_id?: number; entity?: string }, page: PageRequest) {
  let q = db.selectFrom('subsidy_audit_log as a').leftJoin('subsidy_claims as c', 'c.id', 'a.claim_id');
  if (scope.organizationId !== null || scope.cityCode !== null) q = q.where('a.claim_id', 'is not', null).where(scopeCondition(scope, 'c'));
  if (filters.claim_id) q = q.where('a.claim_id', '=', filters.claim_id);
  if (filters.entity) q = q.where('a.entity', '=', filters.entity);
  const [rows, total] = await Promise.all([
    q.selectAll('a').orderBy('a.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(auditEntryOf), total: Number(total.n) };
}
