import type { LotCardDoc, SellerAccountDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { subscriptionView } from './subscription.view.js';

const NOW = new Date('2030-03-15T12:00:00.000Z');
const lot = (sellerId: string, date_added: string, status = 'active') =>
  ({ sellerId, date_added, status }) as LotCardDoc;

describe("A seller's subscription", () => {
  const lots = [
    lot('s1', '2030-03-01T00:00:00.000Z'),
    lot('s1', '2030-03-20T00:00:00.000Z'),
    lot('s1', '2030-02-28T23:59:59.000Z'),
    lot('s1', '2030-03-02T00:00:00.000Z', 'removed'),
    lot('s2', '2030-03-03T00:00:00.000Z'),
  ];

  it('is the starter plan with its monthly limit until the seller changes it', () => {
    expect(subscriptionView(undefined, lots, 's1', NOW).plan).toEqual({
      id: 'starter',
      lots_per_month: 10,
      monthly_fee: 0,
    });
  });

  it("counts the seller's own lots opening this month, removed ones not", () => {
    expect(subscriptionView(undefined, lots, 's1', NOW)).toMatchObject({
      lots_this_month: 2,
      month: '2030-03',
    });
  });

  it('shows the plan the seller changed to and when', () => {
    const account: SellerAccountDoc = {
      id: 's1',
      plan: 'enterprise',
      planChangedAt: '2030-03-10T00:00:00.000Z',
      organization: null,
      organizationSavedAt: null,
    };
    expect(subscriptionView(account, lots, 's1', NOW)).toMatchObject({
      plan: { id: 'enterprise', lots_per_month: null, monthly_fee: 499 },
      changed_at: '2030-03-10T00:00:00.000Z',
    });
  });

  it('lists every plan to choose from', () => {
    expect(subscriptionView(undefined, [], 's1', NOW).plans.map((p) => p.id)).toEqual([
      'starter',
      'professional',
      'enterprise',
    ]);
  });
});
