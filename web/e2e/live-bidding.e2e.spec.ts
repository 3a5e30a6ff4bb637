import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  findLiveLot,
  launch,
  login,
  newPage,
  placeBid as bid,
  type LotRecord,
} from './browser';
import { demoBuyerToken } from './signed-in';

const money = (d: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(d);

async function currentLot(id: string, token: string) {
  const { records } = await api('product/search', { limit: 1, page: 1, filters: { id } }, token);
  const lot = records[0];
  if (!lot) throw new Error(`lot ${id} vanished`);
  // A signed-in buyer sees an open lot's prices.
  if (lot.next_bid === null || lot.wprice === null) throw new Error(`lot ${id} shows no price`);
  return { ...lot, next_bid: lot.next_bid, wprice: lot.wprice };
}

describe('Two buyers on a live lot', () => {
  let browser: Browser;
  let a: Page;
  let b: Page;
  let lot: LotRecord;
  let token: string;

  beforeAll(async () => {
    browser = await launch();
    token = await demoBuyerToken('buyer3@facet.test');
    lot = await findLiveLot(token);
    a = await newPage(browser);
    b = await newPage(browser);
    await login(a, process.env.E2E_BUYER_A ?? 'buyer1@facet.test');
    await login(b, process.env.E2E_BUYER_B ?? 'buyer2@facet.test');
    for (const page of [a, b]) {
      await page.goto(`/search?lot=${lot.id}`);
      await page.getByTestId('bid-panel').getByTestId('bid-form').waitFor();
    }
  });
  afterAll(async () => browser?.close());

  it("each sees the other's bid and their own label change without a reload", async () => {
    const start = await currentLot(lot.id, token);
    // Maximums far above any seeded proxy, so the leader is decided by these two buyers alone.
    const maxA = start.next_bid + 50_000;
    await bid(a, maxA);
    await a.getByTestId('bid-panel').getByText('Winning').waitFor({ timeout: 15_000 });

    const afterA = await currentLot(lot.id, token);
    await b.getByTestId('bid-panel').getByText(money(afterA.wprice)).waitFor({ timeout: 15_000 });

    // B's maximum well above A's: B leads and A is told at once, on A's open page.
    await bid(b, maxA + 50_000);
    await b.getByTestId('bid-panel').getByText('Winning').waitFor({ timeout: 15_000 });
    await a.getByTestId('bid-panel').getByText('Outbid').waitFor({ timeout: 15_000 });

    const afterB = await currentLot(lot.id, token);
    await a.getByTestId('bid-panel').getByText(money(afterB.wprice)).waitFor({ timeout: 15_000 });
    expect(afterB.wprice).toBeGreaterThanOrEqual(afterA.wprice);
  });
});
