import { z } from 'zod';

// The state machines of the subsidy chain. A transition not listed here is refused (409), and every
// transition that happens is an entry of the append-only audit log.

export const CLAIM_STATUSES = ['draft', 'submitted', 'returned', 'rejected', 'notice', 'payable', 'in_batch', 'paid'] as const;
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

export const CLAIM_ACTIONS = ['create', 'refresh', 'submit', 'approve', 'reject', 'return', 'close_notice', 'batch', 'unbatch', 'pay'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/**
 * draft → submitted (institution submits; contents frozen) → approved into notice, rejected, or
 * returned for correction (→ submitted again). An objection during the notice may lead the city to
 * return or reject. When the notice period ends the claim becomes payable, goes into a payment batch
 * and is paid with it.
 */
export const CLAIM_TRANSITIONS: Record<ClaimAction, { from: readonly ClaimStatus[]; to: ClaimStatus | null }> = {
  create: { from: [], to: 'draft' },
  refresh: { from: ['draft', 'returned'], to: null },
  submit: { from: ['draft', 'returned'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'notice' },
  reject: { from: ['submitted', 'notice'], to: 'rejected' },
  return: { from: ['submitted', 'notice'], to: 'returned' },
  close_notice: { from: ['notice'], to: 'payable' },
  batch: { from: ['payable'], to: 'in_batch' },
  unbatch: { from: ['in_batch'], to: 'payable' },
  pay: { from: ['in_batch'], to: 'paid' },
};

export function canTransition(status: ClaimStatus, action: ClaimAction): boolean {
  return CLAIM_TRANSITIONS[action].from.includes(status);
}

/** Where an institution may still change a claim's contents. */
export const EDITABLE_CLAIM_STATUSES: readonly ClaimStatus[] = ['draft', 'returned'];

/** A line's decision by the reviewer (per learner where needed). */
export const LINE_DECISIONS = ['pending', 'approved', 'rejected'] as const;
export const LineDecisionSchema = z.enum(LINE_DECISIONS);
export type LineDecision = z.infer<typeof LineDecisionSchema>;

export const PAYMENT_BATCH_STATUSES = ['open', 'paid'] as const;
export const PaymentBatchStatusSchema = z.enum(PAYMENT_BATCH_STATUSES);
export type PaymentBatchStatus = z.infer<typeof PaymentBatchStatusSchema>;

export const OBJECTION_STATUSES = ['open', 'handled'] as const;
export const ObjectionStatusSchema = z.enum(OBJECTION_STATUSES);
