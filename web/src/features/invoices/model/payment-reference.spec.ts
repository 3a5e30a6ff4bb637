import { describe, expect, it } from 'vitest';
import { showsDeposit, shownReference } from './payment-reference';

describe('An invoice shows the buyer no internal ids (issue 27, item 14)', () => {
  it("shows the bank's reference of a transfer marked received", () =>
    expect(shownReference({ method: 'offline', reference: 'WIRE-42' })).toBe('WIRE-42'));
  it("hides a wallet payment's ledger key", () =>
    expect(
      shownReference({ method: 'wallet', reference: 'u-1:7f0c2d8e-1b1a-4c36-9d0e-3f3b6f1a2c10' }),
    ).toBe('–'));
  it("hides an online payment's gateway authorization", () =>
    expect(shownReference({ method: 'online', reference: 'sandbox-1f2e3d' })).toBe('–'));
  it('has no deposit line when no deposit was applied', () => {
    expect(showsDeposit(0)).toBe(false);
    expect(showsDeposit(200)).toBe(true);
  });
});
