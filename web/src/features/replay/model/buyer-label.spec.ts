import { describe, expect, it } from 'vitest';
import { labelParts } from './buyer-label';

describe("The replay's bidder labels as badges", () => {
  it('reads the tone and the reserve from the label', () => {
    expect(labelParts('Winning, Reserve not met')).toEqual({
      tone: 'winning',
      key: 'winning',
      reserveNotMet: true,
    });
  });

  it("words 'Awaiting seller approval' as its own label in the pending tone (issue 30)", () => {
    expect(labelParts('Awaiting seller approval')).toEqual({
      tone: 'pending',
      key: 'awaitingApproval',
      reserveNotMet: false,
    });
  });
});
