import { describe, expect, it } from 'vitest';
import type { SpendingCapEvent } from '@facet/event-schemas';
import {
  decideSpendingCap,
  evolveSpendingCaps,
  initialSpendingCaps,
  type SpendingCapsState,
} from './spending-cap.decider.js';

const at = '2026-03-01T10:00:00.000Z';
const buyer = { id: 'buyer-1', role: 'buyer' as const };
const given = (...events: SpendingCapEvent[]): SpendingCapsState =>
  events.reduce(evolveSpendingCaps, initialSpendingCaps());
const set = (cap: number): SpendingCapEvent => ({
  type: 'SpendingCapSet',
  data: { auctionId: 'a-1', buyerId: 'buyer-1', cap, at },
});
const when = (state: SpendingCapsState, cap: number | null) =>
  decideSpendingCap({ type: 'SetSpendingCap', auctionId: 'a-1', cap, at, actor: buyer }, state);

describe('a buyer spending cap in one auction (issue 30)', () => {
  it('CAP-0: given no cap, when the buyer sets $5,000, then the cap is set', () => {
    const events = when(given(), 500_000);
    expect(events).toEqual([set(500_000)]);
    expect(given(...events).caps).toEqual({ 'buyer-1': 500_000 });
  });

  it('CAP-0: given a cap, when the buyer changes it, then the new cap replaces it', () => {
    const state = given(set(500_000), ...when(given(set(500_000)), 200_000));
    expect(state.caps).toEqual({ 'buyer-1': 200_000 });
  });

  it('CAP-0: given a cap, when the buyer sends 0 or null, then it is removed', () => {
    for (const cap of [0, null]) {
      const events = when(given(set(500_000)), cap);
      expect(events.map((e) => e.type)).toEqual(['SpendingCapRemoved']);
      expect(given(set(500_000), ...events).caps).toEqual({});
    }
  });

  it('CAP-0: the same cap again, or removing no cap, records nothing', () => {
    expect(when(given(set(500_000)), 500_000)).toEqual([]);
    expect(when(given(), null)).toEqual([]);
  });
});
