import type { PaymentAnswerFields } from './redirect-signature.js';

/** One payment the payer is sent to the gateway for. */
export interface RedirectPaymentRequest {
  provider: string;
  paymentId: string;
  payerId: string;
  /** Integer cents. */
  amount: number;
  /** Where the gateway sends the payer's browser back with its signed answer. */
  returnUrl: string;
  /** Where the gateway posts the same signed answer server to server (the browser may never return). */
  notifyUrl: string;
}

/**
 * A gateway that takes the payment on its own page: the marketplace sends the payer there with a
 * signed link and believes only an answer carrying the gateway's signature.
 */
export interface RedirectGateway {
  /** True for the local SANDBOX gateway: no money moves. */
  readonly sandbox: boolean;
  /** The gateway's page for this payment. */
  linkFor(payment: RedirectPaymentRequest): string;
  /** True only when `signature` is the gateway's over exactly these fields. */
  verify(answer: PaymentAnswerFields, signature: string): boolean;
}

export const REDIRECT_GATEWAY = Symbol('REDIRECT_GATEWAY');
