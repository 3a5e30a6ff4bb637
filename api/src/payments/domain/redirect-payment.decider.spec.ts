import type { RedirectPaymentEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import {
  pendingPayments,
  type RedirectPaymentCommand,
  redirectPaymentDecider as decider,
  type SettleRedirectPayment,
  type StartRedirectPayment,
} from './redirect-payment.decider.js';

const start: StartRedirectPayment = {
  type: 'StartRedirectPayment',
  paymentId: 'rp-1',
  payerId: 'buyer-1',
  provider: 'rosoom',
  purpose: 'invoice',
  subjectId: 'INV-1',
  amount: 800_00,
  note: 'Invoice 1001',
  at: '2026-03-02T10:00:00.000Z',
};
const settle: SettleRedirectPayment = {
  type: 'SettleRedirectPayment',
  paymentId: 'rp-1',
  payerId: 'buyer-1',
  provider: 'rosoom',
  outcome: 'paid',
  amount: 800_00,
  gatewayReference: 'gw-1',
  sandbox: true,
  at: '2026-03-02T10:01:00.000Z',
};

const given = (...commands: RedirectPaymentCommand[]) =>
  commands.reduce((s, c) => decider.decide(c, s).reduce(decider.evolve, s), decider.initialState());
const when = (state: ReturnType<typeof given>, c: RedirectPaymentCommand): RedirectPaymentEvent[] =>
  decider.decide(c, state);

describe('Redirect payments', () => {
  describe('when the payer is sent to the gateway', () => {
    it('records the payment pending, nothing paid yet', () => {
      const state = given(start);
      expect(pendingPayments(state).map((p) => [p.paymentId, p.status])).toEqual([
        ['rp-1', 'pending'],
      ]);
    });

    it('starts one payment however often the start is retried (R1)', () => {
      expect(when(given(start), start)).toEqual([]);
    });
  });

  describe('when the gateway answers', () => {
    it('settles a pending payment as paid, with the reference the gateway gave', () => {
      expect(when(given(start), settle)).toEqual([
        {
          type: 'RedirectPaymentSettled',
          data: {
            paymentId: 'rp-1',
            payerId: 'buyer-1',
            outcome: 'paid',
            gatewayReference: 'gw-1',
            sandbox: true,
            at: settle.at,
          },
        },
      ]);
    });

    it('refuses an answer about a payment never started (R2)', () => {
      expect(rejectionCode(() => when(given(), settle))).toBe('payment.not-found');
    });

    it("refuses another gateway's answer about this payment (R2)", () => {
      expect(rejectionCode(() => when(given(start), { ...settle, provider: 'paytm' }))).toBe(
        'payment.not-found',
      );
    });

    it('refuses an answer for another amount than was asked (R3)', () => {
      expect(rejectionCode(() => when(given(start), { ...settle, amount: 1_00 }))).toBe(
        'payment.amount-mismatch',
      );
    });

    it('settles once: a replayed answer, or a later one that disagrees, records nothing (R4)', () => {
      const paid = given(start, settle);
      expect(when(paid, settle)).toEqual([]);
      expect(when(paid, { ...settle, outcome: 'cancelled' })).toEqual([]);
      expect(paid.payments['rp-1']?.status).toBe('paid');
      expect(pendingPayments(paid)).toEqual([]);
    });

    it('keeps a cancelled payment cancelled: nothing was taken', () => {
      const cancelled = given(start, { ...settle, outcome: 'cancelled' });
      expect(cancelled.payments['rp-1']?.status).toBe('cancelled');
      expect(when(cancelled, settle)).toEqual([]);
    });
  });
});
