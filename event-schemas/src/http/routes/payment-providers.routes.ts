import { z } from 'zod';
import { commandId, money, raw, text } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * The spec's other payment providers. Those without credentials here answer 'Payment provider
 * not configured' (422) and move nothing; the README lists which providers are real (PayPal and
 * Authorize.Net when configured). The fields are those the spec's screens send; a provider's own
 * fields travel in `payload` (PayPal's return: `token`; Authorize.Net: Accept.js's `opaqueData`).
 */
const providerPaymentRequest = z.strictObject({
  invoice_id: text({ max: 128, description: 'The invoice to pay (or cart_id)' }),
  cart_id: text({ max: 128, description: "The checkout's cart_id" }),
  amount: money({ invalid: 'Enter Valid Price', description: 'Dollars' }),
  commandId,
  payload: raw<Record<string, unknown>>('object', "The provider's own fields"),
});

/** What a configured provider answers: the invoice paid, in dollars. */
export interface ProviderPaymentAnswer {
  provider: string;
  status: string;
  invoice_id?: string;
  amount?: number;
  balance_due?: number;
}

const providerRoute = <const P extends string>(path: P) =>
  route({ path, request: providerPaymentRequest, answer: answer<ProviderPaymentAnswer>() });

/** Authorize.Net. */
export const payAuthorizeNet = providerRoute('payment/authorize');
/** PayPal's return after the payer approved. */
export const paypalResponse = providerRoute('payment/paypal_response');
/** VersaPay (its confirmation form is posted to VersaPay itself, not to us). */
export const versapayValidatePayment = providerRoute('payment/versapay_validatepayment');
/** CyberSource. */
export const payCybersource = providerRoute('payment/cybersource_payment');
/** North Capital. */
export const payNorthCapital = providerRoute('payment/northcapital_payment');
/** Paytm's direct payment (its membership payment is a redirect: redirect-payments.routes). */
export const payPaytm = providerRoute('payment/paytm_payment');
