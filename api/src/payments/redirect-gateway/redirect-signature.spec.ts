import { describe, expect, it } from 'vitest';
import {
  type PaymentAnswerFields,
  signPaymentAnswer,
  signPaymentRequest,
  verifyPaymentAnswer,
  verifyPaymentRequest,
} from './redirect-signature.js';

const secret = 'shared-secret-of-the-marketplace-and-the-gateway';
const answer: PaymentAnswerFields = {
  provider: 'rosoom',
  payment_id: 'rp-1',
  payer_id: 'buyer-1',
  status: 'paid',
  amount: '80000',
  reference: 'gw-42',
};

describe('The redirect protocol signature', () => {
  describe("given the gateway's answer signed with the shared secret", () => {
    const signature = signPaymentAnswer(secret, answer);

    it('believes it unchanged', () => {
      expect(verifyPaymentAnswer(secret, answer, signature)).toBe(true);
    });

    it.each(Object.keys(answer) as (keyof PaymentAnswerFields)[])(
      'refuses it with %s changed',
      (field) => {
        const changed = { ...answer, [field]: `${answer[field]}0` };
        expect(verifyPaymentAnswer(secret, changed, signature)).toBe(false);
      },
    );

    it('refuses it signed with another secret', () => {
      expect(verifyPaymentAnswer('another-secret', answer, signature)).toBe(false);
    });

    it('refuses a signature that is not 32 bytes of hex', () => {
      expect(verifyPaymentAnswer(secret, answer, signature.slice(2))).toBe(false);
      expect(verifyPaymentAnswer(secret, answer, 'zz'.repeat(32))).toBe(false);
    });

    it('refuses a field moved into its neighbour (the separator cannot be smuggled in)', () => {
      const moved = { ...answer, payment_id: 'rp-1\nbuyer-1', payer_id: '' };
      expect(verifyPaymentAnswer(secret, moved, signature)).toBe(false);
    });
  });

  it('never takes a payment link for an answer, or an answer for a link', () => {
    const request = {
      provider: 'rosoom',
      payment_id: 'rp-1',
      payer_id: 'buyer-1',
      amount: '80000',
      return_url: 'http://localhost:3000/rosoom_success',
      notify_url: 'http://localhost:3000/api/payment/rosoom_response',
    };
    const linkSignature = signPaymentRequest(secret, request);
    expect(verifyPaymentRequest(secret, request, linkSignature)).toBe(true);
    expect(verifyPaymentRequest(secret, { ...request, amount: '100' }, linkSignature)).toBe(false);
    expect(verifyPaymentAnswer(secret, answer, linkSignature)).toBe(false);
  });
});
