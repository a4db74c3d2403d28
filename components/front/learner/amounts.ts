/** What the learner pays: the fee less the subsidy, never below zero (the server's amountDue). */
export const amountDueCents = (c: { fee_cents: number; subsidy_cents: number }) => Math.max(0, c.fee_cents - c.subsidy_cents);
