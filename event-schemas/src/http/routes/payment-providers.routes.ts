import { z } from 'zod';
import { commandId, money, raw, text } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * The spec's other payment providers. None has credentials here, so each answers 'Payment
 * provider not configured' (422) and moves nothing; the README lists which providers are real.
 * The fields are those the spec's screens send; a provider's own fields travel in `payload`.
 */
const providerPaymentRequest = z.strictObject({
  invoice_id: text({ max: 128, description: 'The invoice to pay (or cart_id)' }),
  cart_id: text({ max: 128, description: "The checkout's cart_id" }),
  amount: money({ invalid: 'Enter Valid Price', description: 'Dollars' }),
  commandId,
  payload: raw<Record<string, unknown>>('object', "The provider's own fields (not read)"),
});

/** What a configured provider would answer; never sent while none is. */
export interface ProviderPaymentAnswer {
  provider: string;
  status: string;
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
