import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { assertPlanAllowsNewLot, lotsListedInMonth } from './lot-plan-limit.rules.js';

const refusal = (f: () => void): DomainRejection | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof DomainRejection) return e;
    throw e;
  }
};

describe("A seller's plan limits the new lots of a month", () => {
  it('accepts the 10th lot of the month on the starter plan', () => {
    // given 9 lots this month on the starter plan, when the seller adds one, then it is accepted
    expect(refusal(() => assertPlanAllowsNewLot('starter', 9))).toBeUndefined();
  });

  it('refuses the 11th lot of the month on the starter plan, naming the limit', () => {
    const r = refusal(() => assertPlanAllowsNewLot('starter', 10));
    expect(r?.code).toBe('lot.plan-limit');
    expect(r?.params).toEqual({ limit: 10 });
  });

  it('accepts it again once the seller is on the professional plan (100 a month)', () => {
    expect(refusal(() => assertPlanAllowsNewLot('professional', 10))).toBeUndefined();
    expect(refusal(() => assertPlanAllowsNewLot('professional', 100))?.params).toEqual({
      limit: 100,
    });
  });

  it('never refuses on the enterprise plan (no limit)', () => {
    expect(refusal(() => assertPlanAllowsNewLot('enterprise', 100_000))).toBeUndefined();
  });
});

describe("The month's count", () => {
  const lot = (sellerId: string, date_added: string, status = 'active') => ({
    sellerId,
    date_added,
    status,
  });
  const lots = [
    lot('s1', '2030-03-01T00:00:00.000Z'),
    lot('s1', '2030-03-31T23:59:59.000Z', 'closed'),
    lot('s1', '2030-02-28T23:59:59.000Z'),
    lot('s1', '2030-03-02T00:00:00.000Z', 'removed'),
    lot('s2', '2030-03-03T00:00:00.000Z'),
  ];

  it("counts the seller's own lots opening in the month, closed ones too, removed ones not", () => {
    expect(lotsListedInMonth(lots, 's1', '2030-03')).toBe(2);
    expect(lotsListedInMonth(lots, 's2', '2030-03')).toBe(1);
    expect(lotsListedInMonth(lots, 's1', '2030-04')).toBe(0);
  });
});
