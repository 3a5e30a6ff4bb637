import { describe, expect, it } from 'vitest';
import { decide, initialState, type SettingsCommand } from './settings.decider.js';
import { incrementRows, invoiceRatesFrom, lotSettingsFrom } from './lot-settings.view.js';
import { admin, at, play, rejects, variable } from '../../../test/deciders/settings.given.js';

const row = (
  rowId: string,
  from: number,
  to: number | null,
  increment: number,
  action: 'new' | 'edit' = 'new',
): SettingsCommand => ({
  type: 'SaveBidIncrement',
  action,
  rowId,
  from,
  to,
  increment,
  actor: admin,
  at,
});

describe('Settings', () => {
  describe('the increment table', () => {
    const rules = () =>
      play(initialState(), row('r1', 0, 1000_00, 10_00), row('r2', 1000_00, null, 25_00));

    it("holds the rules page's table in bands [from, to)", () => {
      expect(incrementRows(rules())).toEqual([
        { id: 'r1', from: 0, to: 1000_00, increment: 10_00 },
        { id: 'r2', from: 1000_00, to: null, increment: 25_00 },
      ]);
    });

    it('rejects an overlapping band', () => {
      expect(() => decide(row('r3', 900_00, 1100_00, 5_00), rules())).toThrowError(
        rejects('increment.overlap'),
      );
    });

    it('rejects a zero or negative increment and an empty range', () => {
      expect(() => decide(row('r3', 0, 10_00, 0), initialState())).toThrowError(
        rejects('increment.not-positive'),
      );
      expect(() => decide(row('r3', 10_00, 10_00, 1_00), initialState())).toThrowError(
        rejects('increment.invalid-range'),
      );
    });

    it('edits a row in place without overlapping itself, and ignores a repeated save', () => {
      const edited = play(rules(), row('r1', 0, 1000_00, 5_00, 'edit'));
      expect(edited.increments.get('r1')?.increment).toBe(5_00);
      expect(decide(row('r1', 0, 1000_00, 5_00, 'edit'), edited)).toEqual([]);
      expect(() => decide(row('zz', 0, 1_00, 1, 'edit'), edited)).toThrowError(
        rejects('increment.not-found'),
      );
    });

    it('deletes a row once', () => {
      const deleted = play(rules(), { type: 'DeleteBidIncrement', rowId: 'r2', actor: admin, at });
      expect([...deleted.increments.keys()]).toEqual(['r1']);
      expect(
        decide({ type: 'DeleteBidIncrement', rowId: 'r2', actor: admin, at }, deleted),
      ).toEqual([]);
    });

    it('is for admins only', () => {
      expect(() =>
        decide(
          {
            ...row('r1', 0, null, 1_00),
            actor: { id: 's', role: 'seller' },
          } as SettingsCommand,
          initialState(),
        ),
      ).toThrowError(rejects('settings.forbidden'));
    });
  });

  describe('the snapshot a lot captures', () => {
    it('defaults to proxy bidding, 300 s window and extension, no cap, 15 min holds', () => {
      expect(lotSettingsFrom(initialState())).toMatchObject({
        biddingMode: 'proxy',
        softCloseWindowSeconds: 300,
        softCloseExtensionSeconds: 300,
        softCloseCapSeconds: null,
        sealedAutoAward: false,
        cartHoldMinutes: 15,
      });
    });

    it("switches to hard bids only when proxy_bidding_settings is '0'", () => {
      expect(
        lotSettingsFrom(play(initialState(), variable('proxy_bidding_settings', '0'))).biddingMode,
      ).toBe('hard');
      expect(
        lotSettingsFrom(play(initialState(), variable('proxy_bidding_settings', '2'))).biddingMode,
      ).toBe('proxy');
    });

    it('carries the table sorted, the default increment and the other policies', () => {
      const s = play(
        initialState(),
        row('b', 1000_00, null, 25_00),
        row('a', 0, 1000_00, 10_00),
        { type: 'SetDefaultIncrement', increment: 5_00, actor: admin, at },
        variable('soft_close_cap_seconds', '600'),
        variable('sealed_auto_award', '1'),
        variable('cart_hold_minutes', '30'),
      );
      expect(lotSettingsFrom(s)).toMatchObject({
        increments: [{ from: 0 }, { from: 1000_00 }],
        defaultIncrement: 5_00,
        softCloseCapSeconds: 600,
        sealedAutoAward: true,
        cartHoldMinutes: 30,
      });
    });

    it('puts any variable back to its default with an empty value (issue 28, item 8)', () => {
      const changed = play(
        initialState(),
        variable('soft_close_window_seconds', '60'),
        variable('cart_hold_minutes', '30'),
      );
      expect(lotSettingsFrom(changed)).toMatchObject({
        softCloseWindowSeconds: 60,
        cartHoldMinutes: 30,
      });
      const reset = play(
        changed,
        variable('soft_close_window_seconds', ''),
        variable('cart_hold_minutes', ''),
      );
      expect(lotSettingsFrom(reset)).toMatchObject({
        softCloseWindowSeconds: 300,
        cartHoldMinutes: 15,
      });
      for (const name of [
        'sealed_approval_minutes',
        'country_code',
        'tax_percent',
        'sealed_auto_award',
      ])
        expect(() => decide(variable(name, ''), changed)).not.toThrow();
    });

    it('validates known variables and keeps the free-text ones (homepage_title) as written', () => {
      expect(() => decide(variable('cart_hold_minutes', 'soon'), initialState())).toThrowError(
        rejects('settings.invalid-value'),
      );
      expect(
        play(
          initialState(),
          variable('homepage_title', 'Rough diamonds, fairly sold'),
        ).variables.get('homepage_title'),
      ).toBe('Rough diamonds, fairly sold');
    });
  });

  describe("the invoices' buyer's premium and tax", () => {
    it('charges neither until an admin sets them', () => {
      expect(invoiceRatesFrom(initialState())).toEqual({
        buyersPremiumBp: 0,
        taxBp: 0,
        commissionBp: 0,
      });
    });

    it('reads percents with up to two decimals as basis points', () => {
      const state = play(
        initialState(),
        variable('buyers_premium_percent', '12.5'),
        variable('tax_percent', '7.25'),
      );
      expect(invoiceRatesFrom(state)).toEqual({
        buyersPremiumBp: 12_50,
        taxBp: 7_25,
        commissionBp: 0,
      });
    });

    it("the platform's commission is the site's rate unless the seller has their own (C4)", () => {
      const commission = (sellerId: string, percent: string): SettingsCommand => ({
        type: 'SetSellerCommission',
        sellerId,
        percent,
        actor: admin,
        at,
      });
      const state = play(
        initialState(),
        variable('platform_commission_percent', '10'),
        commission('seller-2', '7.5'),
      );
      expect(invoiceRatesFrom(state, 'seller-1').commissionBp).toBe(10_00);
      expect(invoiceRatesFrom(state, 'seller-2').commissionBp).toBe(7_50);
      const cleared = play(state, commission('seller-2', ''));
      expect(invoiceRatesFrom(cleared, 'seller-2').commissionBp).toBe(10_00);
      expect(() => decide(commission('seller-2', '101'), state)).toThrowError(
        rejects('settings.invalid-value'),
      );
      expect(decide(commission('seller-2', '7.5'), state)).toEqual([]);
    });

    it('refuses a rate that is not a percent from 0 to 100', () => {
      for (const bad of ['-1', '100.01', '5%', '1.234', 'ten'])
        expect(() => decide(variable('tax_percent', bad), initialState())).toThrowError(
          rejects('settings.invalid-value'),
        );
    });
  });
});
