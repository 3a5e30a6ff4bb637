import type { SellerOrganization } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../shared/domain/actor.js';
import { DomainRejection } from '../../../shared/domain/domain-rejection.js';
import {
  decide,
  evolve,
  initialState,
  type SellerAccountCommand,
  type SellerAccountState,
} from './seller-account.decider.js';
import { antwerpRoughBv } from '../../../../test/seller-organization.js';

const AT = '2030-01-01T10:00:00.000Z';
const seller = { id: 's1', role: 'seller' as const };
const org = antwerpRoughBv;
const given = (...cmds: SellerAccountCommand[]): SellerAccountState =>
  cmds.reduce((s, c) => decide(c, s).reduce(evolve, s), initialState());
const fees = { starter: 0, professional: 99_00, enterprise: 499_00 } as const;
// A paid plan comes with its charge (SUB-1, see plan-billing.decider.spec.ts).
const plan = (p: 'starter' | 'professional' | 'enterprise', actor: Actor = seller) =>
  ({
    type: 'ChangeSellerPlan',
    plan: p,
    sellerId: 's1',
    actor,
    at: AT,
    ...(fees[p] > 0 && {
      charge: { key: `k-${p}`, amount: fees[p], reference: 'sandbox-1', sandbox: true },
    }),
  }) as const;
const save = (o: SellerOrganization, actor: Actor = seller) =>
  ({ type: 'SaveSellerOrganization', organization: o, sellerId: 's1', actor, at: AT }) as const;

describe("A seller's account", () => {
  it('starts on the starter plan with no company profile', () => {
    expect(initialState()).toMatchObject({
      plan: 'starter',
      organization: null,
      paidThrough: null,
    });
  });

  it('records a plan change with the plan it left', () => {
    expect(decide(plan('professional'), initialState())).toContainEqual({
      type: 'SellerPlanChanged',
      data: {
        sellerId: 's1',
        plan: 'professional',
        previousPlan: 'starter',
        changedBy: 's1',
        at: AT,
      },
    });
  });

  it('records nothing when the seller picks the plan they are on', () => {
    expect(
      decide({ ...plan('professional'), charge: undefined }, given(plan('professional'))),
    ).toEqual([]);
  });

  it('records nothing when the same profile is saved again', () => {
    expect(decide(save(org), given(save(org)))).toEqual([]);
    expect(decide(save({ ...org, vat: 'BE999' }), given(save(org)))).toHaveLength(1);
  });

  it("refuses another seller's change to the account", () => {
    expect(() => decide(plan('enterprise', { id: 's2', role: 'seller' }), initialState())).toThrow(
      DomainRejection,
    );
  });

  it('lets an admin change it for the seller', () => {
    expect(decide(plan('enterprise', { id: 'adm', role: 'admin' }), initialState())).toHaveLength(
      2,
    );
  });
});
