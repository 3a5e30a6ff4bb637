import type { PaymentCustomerRecord, PaymentSourceRecord, SourceList } from '@facet/event-schemas';

export type SourceKind = PaymentSourceRecord['object'];

/** Who the customer is: our user, and the provider's customer id once created. */
export interface CustomerOwner {
  userId: string;
  customerId: string;
}

/**
 * What the payer's own browser learnt from the provider's form with the token (the offline
 * adapter keeps these; a real provider answers its own): never a card or account number.
 */
export interface SourceShown {
  brand?: string | undefined;
  last4?: string | undefined;
  exp_month?: number | undefined;
  exp_year?: number | undefined;
  bank_name?: string | undefined;
}

export interface SourceChanges {
  exp_month?: number | undefined;
  exp_year?: number | undefined;
}

/**
 * The card and bank service (spec 7): a customer per user at the payment provider, and the
 * cards and bank accounts saved on it as tokens. Stripe's adapter keeps them at Stripe; the
 * offline default keeps only the token, brand, last four digits and expiry in our own stream.
 */
export interface PaymentCustomers {
  readonly provider: 'stripe' | 'offline';
  create(user: { userId: string; email: string; name: string }): Promise<PaymentCustomerRecord>;
  retrieve(owner: CustomerOwner): Promise<PaymentCustomerRecord>;
  update(
    owner: CustomerOwner,
    changes: {
      email?: string | undefined;
      name?: string | undefined;
      default_source?: string | undefined;
    },
  ): Promise<PaymentCustomerRecord>;
  addSource(owner: CustomerOwner, token: string, shown: SourceShown): Promise<PaymentSourceRecord>;
  listSources(
    owner: CustomerOwner,
    kind: SourceKind,
    page: { limit: number; starting_after?: string | undefined },
  ): Promise<SourceList>;
  retrieveSource(owner: CustomerOwner, sourceId: string): Promise<PaymentSourceRecord>;
  updateSource(
    owner: CustomerOwner,
    sourceId: string,
    changes: SourceChanges,
  ): Promise<PaymentSourceRecord>;
  deleteSource(owner: CustomerOwner, sourceId: string): Promise<{ id: string; deleted: true }>;
  /** A bank account's two micro-deposits, in cents, as the payer read them on their statement. */
  verifySource(
    owner: CustomerOwner,
    sourceId: string,
    amounts: [number, number],
  ): Promise<PaymentSourceRecord>;
}

export const PAYMENT_CUSTOMERS = Symbol('PAYMENT_CUSTOMERS');

/** The kind a token names: Stripe's bank tokens start btok_ (cards: tok_, pm_, card_). */
export const kindOfToken = (token: string): SourceKind =>
  token.startsWith('btok_') || token.startsWith('ba_') ? 'bank_account' : 'card';
