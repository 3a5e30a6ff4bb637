import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The redirect protocol's two signed messages, HMAC-SHA256 with the secret the marketplace and
 * the gateway share. Fields are joined in a fixed order with a separator no field may contain, so
 * no two different messages sign the same text.
 */

/** What the marketplace asks the gateway to take: the gateway refuses a link that was altered. */
export interface PaymentRequestFields {
  provider: string;
  payment_id: string;
  payer_id: string;
  /** Integer cents, as text. */
  amount: string;
  return_url: string;
  /** Where the gateway posts its answer itself, whether or not the payer's browser comes back. */
  notify_url: string;
}

/** What the gateway answers about one payment; every field is covered by the signature. */
export interface PaymentAnswerFields {
  provider: string;
  payment_id: string;
  payer_id: string;
  status: 'paid' | 'cancelled';
  /** Integer cents, as text. */
  amount: string;
  reference: string;
}

const SEPARATOR = '\n';

const canonical = (kind: string, values: readonly string[]): string => {
  if (values.some((v) => v.includes(SEPARATOR))) throw new Error('A signed field has a newline');
  return [kind, ...values].join(SEPARATOR);
};

const requestText = (f: PaymentRequestFields) =>
  canonical('request', [
    f.provider,
    f.payment_id,
    f.payer_id,
    f.amount,
    f.return_url,
    f.notify_url,
  ]);

const answerText = (f: PaymentAnswerFields) =>
  canonical('answer', [f.provider, f.payment_id, f.payer_id, f.status, f.amount, f.reference]);

const hmac = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant time: a forger learns nothing from how long a wrong signature took to refuse. */
const same = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length === 32 && timingSafeEqual(a, b);
};

export const signPaymentRequest = (secret: string, f: PaymentRequestFields): string =>
  hmac(secret, requestText(f));

export const verifyPaymentRequest = (
  secret: string,
  f: PaymentRequestFields,
  signature: string,
): boolean => !hasNewline(f) && same(hmac(secret, requestText(f)), signature);

export const signPaymentAnswer = (secret: string, f: PaymentAnswerFields): string =>
  hmac(secret, answerText(f));

export const verifyPaymentAnswer = (
  secret: string,
  f: PaymentAnswerFields,
  signature: string,
): boolean => !hasNewline(f) && same(hmac(secret, answerText(f)), signature);

const hasNewline = (f: object): boolean =>
  Object.values(f).some((v) => typeof v === 'string' && v.includes(SEPARATOR));
