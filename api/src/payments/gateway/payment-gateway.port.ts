export type PaymentMethod = 'wallet' | 'online';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['wallet', 'online'];

/** One payment a buyer makes: a bid deposit today; a checkout or an invoice later. */
export interface PaymentCharge {
  payerId: string;
  /** Integer cents. */
  amount: number;
  method: PaymentMethod;
  /** What is paid for, for reconciliation (e.g. `bid-deposit:<lotId>`). */
  purpose: string;
  /** The buyer's note, shown with the payment. */
  note: string;
  /**
   * A saved card or a payment-method token from the provider's own form (never a card number):
   * what a card provider charges. The sandbox needs none.
   */
  paymentMethodId?: string;
  /** The provider's customer the saved card belongs to. */
  customerId?: string;
  /** The command's idempotency key: an authorize retried with it holds once at the provider. */
  key?: string;
}

export interface PaymentHold {
  reference: string;
  /** True when no money moved (the sandbox gateway). */
  sandbox: boolean;
}

/** Money taken before goes back to where it came from (a lost lot's deposit paid online). */
export interface PaymentRefund {
  /** The reference `authorize` gave the original payment. */
  reference: string;
  /** Integer cents, at most what was taken. */
  amount: number;
  /** The idempotency key: a refund retried with it is made once at the provider. */
  key: string;
}

/** Money is held first, taken only once what it pays for is recorded, and released otherwise. */
export interface PaymentGateway {
  /** Resolves once the amount is held; rejects with `PaymentRefused` and the payer's reason. */
  authorize(charge: PaymentCharge): Promise<PaymentHold>;
  capture(reference: string): Promise<void>;
  release(reference: string): Promise<void>;
  refund(refund: PaymentRefund): Promise<void>;
}

/** The gateway refused the payment; the message is the payer's reason. */
export class PaymentRefused extends Error {}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
