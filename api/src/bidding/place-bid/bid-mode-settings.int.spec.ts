import { settingsStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAsAdmin } from '../../../test/backoffice-fixtures.js';
import { type Buyer, lotCard, newLot } from '../../../test/commerce-fixtures.js';
import { type Harness, signUp } from '../../../test/http-harness.js';
import {
  LOT_SETTINGS_FRESH_MS,
  MARKETPLACE,
  SettingsCommandBus,
} from '../../settings/settings-bus/settings-command-bus.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

/**
 * Issue 29: each bid read the settings stream's tail for its bid mode (`proxy_bidding_settings`).
 * The mode is now read once and again after a settings change; the change still decides the very
 * next bid (README: bid mode), and another process's change within LOT_SETTINGS_FRESH_MS.
 */
describe('The bid mode a bid is placed under', () => {
  let h: Harness;
  let admin: string;
  let ann: Buyer;
  const setProxyBidding = (value: '0' | '1') =>
    h.post('seller/setting/configurationAction', { name: 'proxy_bidding_settings', value }, admin);
  const lotAt200 = () =>
    newLot(h, admin, { title: 'Mode lot', pricing: 'per_carat', weight: '1.00', sprice: 200 });
  /** A first bid of $1,000 on a lot starting at $200: a proxy bid leads at $200, a fixed one at $1,000. */
  const priceAfterFirstBid = async () => {
    const lot = await lotAt200();
    const bid = await h.post(
      'bid/confirm',
      { id: lot, wsprice: 1000, bidding_type: 'proxy' },
      ann.token,
    );
    expect(bid.status).toBe(200);
    return Number((await lotCard(h, lot, ann.token))?.wprice);
  };

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    ann = await signUp(h, 'Ann', 'ann@bid-mode.test');
  });
  afterAll(() => h?.close());

  it('reads the settings stream once for many bids, not once per bid', async () => {
    const lot = await lotAt200();
    await h.post('bid/confirm', { id: lot, wsprice: 300, bidding_type: 'proxy' }, ann.token);
    const store = h.app.get<symbol, EventStore>(EVENT_STORE);
    const reads = vi.spyOn(store, 'readStream');
    try {
      for (let i = 1; i <= 5; i++) {
        const bid = await h.post(
          'bid/confirm',
          { id: lot, wsprice: 300 + i * 50, bidding_type: 'proxy' },
          ann.token,
        );
        expect(bid.status).toBe(200);
      }
      const settingsReads = reads.mock.calls.filter(([s]) => s === settingsStream(MARKETPLACE));
      expect(settingsReads.length).toBeLessThanOrEqual(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('places the next bid under the mode an admin just set, both ways', async () => {
    expect((await setProxyBidding('0')).status).toBe(200);
    expect(await priceAfterFirstBid()).toBe(1000);
    expect((await setProxyBidding('1')).status).toBe(200);
    expect(await priceAfterFirstBid()).toBe(200);
  });

  it("takes another process's change once the snapshot is LOT_SETTINGS_FRESH_MS old", async () => {
    expect(await priceAfterFirstBid()).toBe(200);
    // Straight to the store, as another api process would append it: this process's bus never saw it.
    const { bus } = h.app.get(SettingsCommandBus);
    const at = h.clock.now().toISOString();
    await bus.handle({
      stream: settingsStream(MARKETPLACE),
      command: {
        type: 'SetConfigurationVariable',
        name: 'proxy_bidding_settings',
        value: '0',
        at,
        actor: { id: 'other-process-admin', role: 'admin' },
      },
      commandId: 'other-process-change',
      at,
      userId: 'other-process-admin',
    });
    await new Promise((r) => setTimeout(r, LOT_SETTINGS_FRESH_MS + 50));
    expect(await priceAfterFirstBid()).toBe(1000);
    expect((await setProxyBidding('1')).status).toBe(200);
  });
});
