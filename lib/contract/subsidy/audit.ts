import { z } from 'zod';

// The append-only audit log (审计日志) of the subsidy chain: who, when, from where, what changed.
// The database refuses UPDATE and DELETE on it (triggers on both SQLite and PostgreSQL).

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    entity: z.enum(['standard', 'category', 'session', 'attendance', 'claim', 'claim_line', 'objection', 'payment_batch']),
    entity_id: z.number().int(),
    claim_id: z.number().int().nullable(),
    action: z.string().meta({ example: 'submit' }),
    from_status: z.string().nullable(),
    to_status: z.string().nullable(),
    actor_type: z.enum(['manager', 'user', 'public', 'system']),
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
    ip: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).nullable().meta({ description: 'What changed (before/after), never a whole ID number' }),
    reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SubsidyAuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
