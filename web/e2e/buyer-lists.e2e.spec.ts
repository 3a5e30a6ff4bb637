import type { Browser, Page } from 'playwright-core';
import type { AuctionRecord, MyBidRecord } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, BUYER_PASSWORD, launch, login, newPage } from './browser';

type AuctionRow = Pick<AuctionRecord, 'id' | 'title' | 'market_status'>;
type MyBidRow = Pick<MyBidRecord, 'id' | 'auctiontype' | 'market_status' | 'bid_status'>;

const BUYER = 'buyer1@facet.test';
const lotIds = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-lot-id') ?? ''));

/** The lists a buyer walks through, as the demo marketplace seeds them (issue 15, point 8). */
describe('A buyer walking the lists', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let auctions: AuctionRow[];
  let mine: MyBidRow[];

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    token = (await api('user/login', { email: BUYER, password: BUYER_PASSWORD })).token;
    auctions = (await api('auction/search', { limit: 100, page: 1 })).records;
    mine = (await api('auction/myBids', { limit: 100, page: 1 }, token)).records;
    await login(page, BUYER);
  });
  afterAll(async () => browser?.close());

  it("shows the live auction's own title on /liveAuction/:aid", async () => {
    const live = auctions.find((a) => a.title.startsWith('Antwerp')) as AuctionRow;
    await page.goto(`/liveAuction/${live.id}`);
    await page.getByRole('heading', { level: 1, name: live.title }).waitFor();
  });

  it('lists no closed auction under Active & Upcoming Auctions', async () => {
    await page.goto('/');
    const home = page.getByTestId('home-auctions');
    await home.getByTestId('auction-card').first().waitFor();
    const text = await home.innerText();
    // The home shows a page of the open auctions (other specs list more of them): some, and
    // never a closed one.
    expect(await home.getByTestId('auction-card').count()).toBeGreaterThan(0);
    const closed = auctions.filter((a) => a.market_status !== 'open');
    expect(closed.length).toBeGreaterThan(0);
    for (const a of closed) expect(text).not.toContain(a.title);
  });

  it("sorts the auction list by 'Title A-Z'", async () => {
    await page.goto(`/auction?orderby=${encodeURIComponent('p.title asc')}`);
    const cards = page.getByTestId('auction-card');
    await cards.first().waitFor();
    const titles = await cards.evaluateAll((els) =>
      els.map((el) => el.querySelector('p')?.textContent ?? ''),
    );
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles[0]).toMatch(/^Antwerp/);
  });

  it('shows only the lots the buyer leads under Winning, and only the outbid ones under Outbid', async () => {
    const expected = (prefix: string) =>
      mine
        .filter(
          (r) =>
            r.auctiontype !== 'sealed' &&
            r.market_status === 'open' &&
            (r.bid_status ?? '').startsWith(prefix),
        )
        .map((r) => r.id)
        .sort();
    for (const [tab, prefix] of [
      ['winning', 'Winning'],
      ['outbid', 'Outbid'],
    ] as const) {
      await page.goto(`/auctions/${tab}`);
      await page.getByTestId('lot-card').first().waitFor();
      expect((await lotIds(page, 'lot-card')).sort()).toEqual(expected(prefix));
    }
  });

  it('lists only sealed offers under My Offers, with the buyer’s own offer, open and closed apart', async () => {
    await page.goto('/offers/open');
    await page.getByTestId('offer-card').first().waitFor();
    const open = mine.filter((r) => r.auctiontype === 'sealed' && r.market_status === 'open');
    expect((await lotIds(page, 'offer-card')).sort()).toEqual(open.map((r) => r.id).sort());
    await page.getByTestId('offer-card').first().getByTestId('my-offer').waitFor();
    expect(await page.getByTestId('my-offer').first().innerText()).toMatch(/\$\d/);
    await page.goto('/offers/closed');
    const closed = mine.filter((r) => r.auctiontype === 'sealed' && r.market_status !== 'open');
    if (closed.length === 0) await page.getByText('No Records found').waitFor();
    else await page.getByTestId('offer-card').first().waitFor();
    expect((await lotIds(page, 'offer-card')).sort()).toEqual(closed.map((r) => r.id).sort());
  });

  it('numbers the bid history instead of showing internal ids', async () => {
    const lot = mine.find((r) => r.auctiontype === 'standard') as MyBidRow;
    await page.goto(`/search?lot=${lot.id}`);
    await page.getByTestId('open-history').click();
    const cells = page.getByTestId('bid-history').locator('tbody tr td:first-child');
    await cells.first().waitFor();
    for (const id of await cells.allInnerTexts()) expect(id).toMatch(/^\d+$/);
  });
});
