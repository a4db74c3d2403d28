import type { PaymentInstructions } from '@/lib/contract/enrollment';

// Payment providers. Only `offline` exists: the learner pays at the training institution and a
// manager confirms the payment in the back-office (POST /manage/orders/{order_no}/confirm). An
// online provider would implement the same interface and confirm through a verified callback;
// there is deliberately no simulated online payment.

export type PayableOrder = { order_no: string; amount_cents: number };
export type Payee = { name: string | null; address: string | null; phone: string | null };

export interface PaymentProvider {
  readonly name: string;
  /** What the learner must do to pay this order. Must not change the order itself. */
  instructions(order: PayableOrder, payee: Payee): PaymentInstructions;
}

export const offlineProvider: PaymentProvider = {
  name: 'offline',
  instructions: (_order, payee) => ({ provider: 'offline', kind: 'offline', payee }),
};

const PROVIDERS: Record<string, PaymentProvider> = { offline: offlineProvider };
export const DEFAULT_PROVIDER = 'offline';

export function paymentProvider(name: string): PaymentProvider {
  return PROVIDERS[name] ?? offlineProvider;
}
