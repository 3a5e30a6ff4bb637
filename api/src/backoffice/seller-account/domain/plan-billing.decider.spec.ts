import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../../test/deciders/rejection-code.js';
import { periodEndOf } from './plan-billing.rules.js';
import {
  decide,
  evolve,
  initialState,
  type SellerAccountCommand,
  type SellerAccountState,
} from './seller-account.decider.js';

const AT = '2030-01-15T10:00:00.000Z';
const END = '2030-02-15T10:00:00.000Z';
const seller = { id: 's1', role: 'seller' as const };
const system = { id: 'system', role: 'admin' as const };
const charge = (key: string, amount: number) => ({ key, amount, reference: 'ref', sandbox: true });
const change = (plan: 'starter' | 'professional' | 'enterprise', extra = {}, at = AT) =>
  ({ type: 'ChangeSellerPlan', plan, sellerId: 's1', actor: seller, at, ...extra }) as const;
const renew = (extra = {}, at = END) =>
  ({
    type: 'RenewSellerPlan',
    sellerId: 's1',
    periodEnd: END,
    actor: system,
    at,
    ...extra,
  }) as const;
const given = (...cmds: SellerAccountCommand[]): SellerAccountState =>
  cmds.reduce((s, c) => decide(c, s).reduce(evolve, s), initialState());
const professional = () => change('professional', { charge: charge('k1', 99_00) });

describe("A seller's plan, charged for what it grants", () => {
  describe('given a seller on the free starter plan', () => {
    it('grants professional with its $99 charge and a month paid (SUB-1)', () => {
      const events = decide(professional(), initialState());
      expect(events.map((e) => e.type)).toEqual(['SellerPlanCharged', 'SellerPlanChanged']);
      expect(events[0]?.data).toMatchObject({ amount: 99_00, periodStart: AT, periodEnd: END });
      expect(given(professional())).toMatchObject({ plan: 'professional', paidThrough: END });
    });

    it('refuses a paid plan without its charge: the old plan stays (SUB-1)', () => {
      expect(rejectionCode(() => decide(change('professional'), initialState()))).toBe(
        'subscription.charge-declined',
      );
      const short = change('professional', { charge: charge('k1', 1_00) });
      expect(rejectionCode(() => decide(short, initialState()))).toBe(
        'subscription.charge-declined',
      );
    });

    it('records nothing for a retry with the same key (SUB-2)', () => {
      expect(decide(professional(), given(professional()))).toEqual([]);
    });
  });

  describe('given professional paid until 15 Feb', () => {
    it('moves to starter only at the period end (SUB-3)', () => {
      const state = given(professional(), change('starter'));
      expect(state).toMatchObject({
        plan: 'professional',
        pendingPlan: 'starter',
        paidThrough: END,
      });
    });

    it('charges the full enterprise fee for an upgrade now (SUB-1)', () => {
      const up = change('enterprise', { charge: charge('k2', 499_00) });
      expect(given(professional(), up)).toMatchObject({ plan: 'enterprise', paidThrough: END });
      expect(rejectionCode(() => decide(change('enterprise'), given(professional())))).toBe(
        'subscription.charge-declined',
      );
    });

    it('renews once at the period end with the same charge (SUB-4)', () => {
      const r = renew({ charge: charge('renew:s1:' + END, 99_00) });
      const state = given(professional(), r);
      expect(state).toMatchObject({ plan: 'professional', paidThrough: periodEndOf(END) });
      expect(decide(r, state)).toEqual([]);
      expect(decide({ ...r, charge: charge('other', 99_00) }, state)).toEqual([]);
    });

    it('ends on starter at the period end when a downgrade waits (SUB-3, SUB-4)', () => {
      const state = given(professional(), change('starter'), renew());
      expect(state).toMatchObject({ plan: 'starter', paidThrough: null, pendingPlan: null });
    });

    it('puts the seller on starter, saying why, when the renewal is declined (SUB-4)', () => {
      const events = decide(renew({ declined: 'Your card was declined.' }), given(professional()));
      expect(events).toMatchObject([
        {
          type: 'SellerPlanChanged',
          data: { plan: 'starter', reason: 'Renewal declined: Your card was declined.' },
        },
      ]);
    });
  });

  it('ends a period on the same day next month, or the last day of a shorter month', () => {
    expect(periodEndOf('2030-01-31T09:00:00.000Z')).toBe('2030-02-28T09:00:00.000Z');
    expect(periodEndOf('2030-12-15T09:00:00.000Z')).toBe('2031-01-15T09:00:00.000Z');
  });
});
