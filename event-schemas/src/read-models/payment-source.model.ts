/** A saved card or bank account as the card and bank service answers it (spec 7). */
export interface PaymentSourceRecord {
  id: string;
  object: 'card' | 'bank_account';
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  bank_name: string | null;
  /** Bank accounts: 'new' until the micro-deposits are confirmed, then 'verified'. */
  status: string | null;
  /** The customer's default way to pay. */
  is_default: boolean;
}

/** Stored card and bank lists: `data` and `has_more` (spec 4). */
export interface SourceList {
  data: PaymentSourceRecord[];
  has_more: boolean;
}

/** The payment customer (spec 4: customer details are `record`). */
export interface PaymentCustomerRecord {
  id: string;
  email: string | null;
  name: string | null;
  default_source: string | null;
  /** 'stripe', or 'offline' (no card provider configured: tokens kept, no money moves). */
  provider: 'stripe' | 'offline';
}

export interface PaymentCustomerAnswer {
  record: PaymentCustomerRecord;
}

export interface DeletedSourceAnswer {
  id: string;
  deleted: true;
}

/** Which card form the web shows: Stripe's Elements with this publishable key, or the sandbox one. */
export interface PaymentFormConfig {
  provider: 'stripe' | 'sandbox';
  /** STRIPE_PUBLISHABLE_KEY (pk_...): public by design; null shows the sandbox form. */
  publishable_key: string | null;
}
