import type { ReplayStep } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { lotStepAt } from './lot-step-at';

const step = (n: number, stream: string, lotId: string | null): ReplayStep => ({
  step: n,
  position: String(n),
  lotId,
  stream,
  revision: 0,
  type: 'Any',
  at: '2026-01-10T10:00:00.000Z',
  actor: null,
});
// An auction's log: its own events and two lots' events, interleaved in log order.
const steps = [
  step(0, 'auction-A', null),
  step(1, 'lot-L1', 'L1'),
  step(2, 'auction-A', 'L1'),
  step(3, 'lot-L2', 'L2'),
  step(4, 'lot-L1', 'L1'),
  step(5, 'lot-L2', 'L2'),
  step(6, 'invoice-I1', 'L1'),
  step(7, 'lot-L2', 'L2'),
];

describe("An auction replay's instant on one lot's scrubber", () => {
  it("counts only the lot's own stream events up to the auction's step", () => {
    expect(lotStepAt(steps, 1, 'L1')).toBe(0);
    expect(lotStepAt(steps, 3, 'L1')).toBe(0);
    expect(lotStepAt(steps, 5, 'L1')).toBe(1);
    expect(lotStepAt(steps, 5, 'L2')).toBe(1);
  });
  it("counts the invoice billing the lot, which the lot's own timeline goes on to", () => {
    expect(lotStepAt(steps, 6, 'L1')).toBe(2);
    expect(lotStepAt(steps, 7, 'L1')).toBe(2);
    expect(lotStepAt(steps, 7, 'L2')).toBe(2);
  });
  it('has no step before the lot was created', () => expect(lotStepAt(steps, 2, 'L2')).toBeNull());
});
