import type { RedirectProvider, RedirectPurpose } from '../payments/redirect-payment.events.js';

/** `payment/rosoom_payment` and the other redirect gateways: where to send the payer's window. */
export interface RedirectPaymentLink {
  /** The gateway's page for this payment (the spec: "a payment response ... with a url redirects"). */
  link: string;
  payment_id: string;
  /** True when the gateway is the local SANDBOX: no money moves. */
  sandbox: boolean;
}

/** A redirect payment as its payer sees it (pending, paid or cancelled). */
export interface RedirectPaymentRecord {
  payment_id: string;
  provider: RedirectProvider;
  purpose: RedirectPurpose;
  /** The invoice paid, or the lot whose deposit is paid. */
  subject_id: string;
  /** Dollars. */
  amount: number;
  status: 'pending' | 'paid' | 'cancelled';
  started_at: string;
}

/** The gateway's answer verified: what the payment did. */
export interface RedirectPaymentResult extends RedirectPaymentRecord {
  /** Paid when the invoice could no longer take it (paid meanwhile): credited to the wallet. */
  credited_to_wallet: boolean;
  sandbox: boolean;
}

/** `paymentThird/rosoom/getPendingTransaction`, `getPendingOnCartTransaction`. */
export interface PendingRedirectPayments {
  records: RedirectPaymentRecord[];
}
