import { describe, expect, it } from 'vitest';
import { errorCodes, rejectionCodes } from '@facet/event-schemas';
import { resolveMessage } from './rejection.messages.js';

describe('Error codes', () => {
  it('are listed once each', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('give every rejection code an English message', () => {
    for (const code of rejectionCodes) expect(resolveMessage(code, {}), code).toMatch(/\S/);
  });

  it("fill a rejection's params into its message (cents as dollars)", () => {
    expect(resolveMessage('bid.below-minimum', { amount: 1250_00 })).toBe('Min bid $1,250.00');
  });
});
