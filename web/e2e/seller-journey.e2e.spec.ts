import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, launch, login, newPage, placeBid } from './browser';
import {
  captionedImages,
  fillLot,
  findLot,
  type FoundLot,
  localInput,
  seesThumbnails,
  uploadCaptioned,
} from './lot-form';
import { type Buyer, lotCard, mailedLink, signUp, until } from './marketplace';
import {
  createTemplate,
  saveNewAuction,
  startAuctionFromTemplate,
  templateRows,
} from './seller-listings';
import { downloadSalesReport, SALES_REPORT_COLUMNS, salesReportShown } from './seller-reports';

const tag = `JRNY${Date.now()}`;
const SELLER = { email: `sam-${tag}@journey.test`.toLowerCase(), password: 'journey-pass-123' };
const MINUTE = 60_000;
/**
 * The form takes whole minutes: the sealed window closes on the first minute at least this far
 * ahead, long enough for the buyer's offer on a slow machine, short enough to wait out.
 */
const SEALED_LEAD_MS = 60_000;

/**
 * Issue 17, Done when 1, as one story: a seller the admin invited signs in, starts an auction
 * from a template, lists a sealed lot and a per-carat standard lot in it through the form, a buyer
 * bids and offers, the seller watches the bid arrive, awards the sealed lot and downloads the
 * sales report. Every step builds on the last; the ledger is checked after each (ledger-check.setup).
 */
describe("A new seller's journey, from the invitation to the sales report", () => {
  let browser: Browser;
  let seller: Page;
  let buyer: Page;
  let bea: Buyer;
  let sellerToken = '';
  const auction = { id: '', title: `${tag} spring tender` };
  const standard = {
    title: `${tag} Standard rough 4.07 ct`,
    lot: undefined as FoundLot | undefined,
  };
  const sealed = { title: `${tag} Sealed parcel`, lot: undefined as FoundLot | undefined };
  let sealedCloses = 0;

  /** The lot as its seller reads it back (`getSingleProject`): the fields the public never sees. */
  const readBack = (id: string) =>
    api('seller/product/getSingleProject', { id }, sellerToken).then((r) => r.record);

  beforeAll(async () => {
    const admin = (await api('user/login', ADMIN)).token;
    // How a seller joins this marketplace: the admin invites them as a seller (admin/users).
    await api(
      'admin/user/addinviteuser',
      { email: SELLER.email, first_name: 'Sam', last_name: 'Seller', role: 'seller' },
      admin,
    );
    bea = await signUp('Bea', `bea-${tag}@journey.test`.toLowerCase(), 'journey-pass-123');
    const token = await mailedLink(admin, SELLER.email, 'invite');
    browser = await launch();
    const invitee = await newPage(browser);
    await invitee.goto(`/invite?token=${token}`);
    expect(await invitee.getByTestId('invite-summary').textContent()).toBe(
      `You are invited as Seller with ${SELLER.email}.`,
    );
    await invitee.locator('input[name="password"]').fill(SELLER.password);
    await invitee.locator('input[name="confirm_password"]').fill(SELLER.password);
    await invitee.locator('input[name="termcheck"]').check();
    await invitee.getByTestId('invite-accept').click();
    await invitee.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await invitee.context().close();
    seller = await newPage(browser);
    buyer = await newPage(browser);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in as the invited seller and reaches the seller area', async () => {
    await login(seller, SELLER.email, SELLER.password);
    await seller.goto('/seller/lots/all');
    await seller.getByTestId('lot-new').waitFor();
    // For reading back what the form saved: the same account, through the api.
    sellerToken = (await api('user/login', SELLER)).token;
  });

  it('creates an auction template at /seller/templates', async () => {
    await createTemplate(seller, `${tag} template`);
    const row = templateRows(seller, tag);
    await row.waitFor();
    expect(await row.textContent()).toContain('48 hours');
  });

  it('starts an auction from the template, opening now', async () => {
    await startAuctionFromTemplate(seller, tag, `${tag} template`);
    await seller.getByTestId('auction-title').fill(auction.title);
    // The template opens the auction on the next hour; this seller opens it at once.
    await seller.getByTestId('auction-date_added').fill(localInput(Date.now() - MINUTE));
    auction.id = await saveNewAuction(seller);
    await until(
      () => seller.getByTestId('countdown').textContent(),
      (text) => /^Ends In : \d+D: \d{2}H: \d{2}M: \d{2}S$/.test(text ?? ''),
    );
  });

  it('lists a per-carat standard lot in that auction through the form: buy now for 3 units, three captioned images', async () => {
    await seller.goto('/post_project/create_lot/new');
    await fillLot(seller, {
      title: standard.title,
      type: 'Standard',
      pricing: 'Per carat',
      sprice: '1250.50',
      weight: '4.07',
      auction: auction.title,
    });
    await seller.getByTestId('lot-buynow').check();
    await seller.getByTestId('lot-bprice').fill('2000');
    await seller.getByTestId('lot-qty').fill('3');
    const images = captionedImages('standard');
    await uploadCaptioned(seller, images);
    await seller.getByTestId('lot-save').click();
    await seller.waitForURL('**/seller/lots/all');
    const lot = await findLot(standard.title);
    standard.lot = lot;
    expect(lot).toMatchObject({ auctiontype: 'standard', pricing: 'per_carat', weight: 4.07 });
    expect(lot.allattachmentlist.map((a) => [a.title, a.description])).toEqual(
      images.map((s) => [s.title, s.description]),
    );
    expect(lot.avatar).toBe(lot.allattachmentlist[0]?.file_name);
    expect(await readBack(lot.id)).toMatchObject({
      auctionid: auction.id,
      buynow: 1,
      bprice: 2000,
      qty: 3,
    });
  });

  it('lists a sealed lot in the same auction, with a reserve and a short offer window', async () => {
    await seller.goto('/post_project/create_lot/new');
    await fillLot(seller, {
      title: sealed.title,
      type: 'Sealed',
      pricing: 'Per item',
      sprice: '400',
      auction: auction.title,
    });
    await seller.getByTestId('lot-rprice').fill('420');
    await uploadCaptioned(seller, captionedImages('sealed'));
    // Set last, just before saving: the window runs from now.
    sealedCloses = Math.ceil((Date.now() + SEALED_LEAD_MS) / MINUTE) * MINUTE;
    await seller.getByTestId('lot-date_closed').fill(localInput(sealedCloses));
    await seller.getByTestId('lot-save').click();
    await seller.waitForURL('**/seller/lots/all');
    const lot = await findLot(sealed.title);
    sealed.lot = lot;
    expect(await readBack(lot.id)).toMatchObject({
      auctionid: auction.id,
      auctiontype: 'sealed',
      pricing: 'per_item',
      rprice: 420,
      buynow: 0,
    });
  });

  it('takes a sealed offer from a buyer in another browser while the window runs', async () => {
    const id = sealed.lot?.id ?? '';
    await login(buyer, bea.email, bea.password);
    // The scheduler opens the lot a moment after it is listed.
    await until(
      () => lotCard(bea.token, id),
      (c) => c?.market_status === 'open',
    );
    await buyer.goto(`/search?lot=${id}`);
    await buyer.locator('[data-testid="bid-form"][data-mode="sealed"]').waitFor();
    await placeBid(buyer, 450);
    const mine = buyer.getByTestId('bid-panel').getByTestId('my-offer');
    await mine.waitFor();
    expect(await mine.textContent()).toBe('Your offer: $450.00');
  });

  it('shows both lots on the public site with their thumbnails, in the auction', async () => {
    for (const lot of [standard.lot, sealed.lot]) if (lot) await seesThumbnails(seller, lot);
    await seller.goto(`/post_project/auction_detail/${auction.id}`);
    const listed = seller.getByTestId('auction-form-lots-in');
    for (const lot of [standard.lot, sealed.lot])
      await listed.locator(`tr[data-row="${lot?.id ?? ''}"]`).waitFor();
  });

  it("shows the buyer's bid arriving in the standard lot's bid history, without a reload", async () => {
    const id = standard.lot?.id ?? '';
    await seller.goto('/seller/lots/all');
    await seller.getByTestId('seller-lots-search').fill(tag.toLowerCase());
    await seller.getByTestId(`lot-bid-history-${id}`).click();
    const history = seller.getByTestId('bid-history');
    await history.waitFor();
    expect(await history.getByText('Bea Buyer').count()).toBe(0);

    await buyer.goto(`/search?lot=${id}`);
    await buyer.getByTestId('bid-panel').getByTestId('bid-form').waitFor();
    // Buy now for the 3 units is offered beside the bid, until a bid passes its price.
    expect(await buyer.getByTestId('buy-now-available').textContent()).toBe('3 available');
    await placeBid(buyer, 1300);
    await buyer.getByTestId('bid-panel').getByText('Winning').waitFor({ timeout: 15_000 });

    await history.getByText('Bea Buyer').first().waitFor({ timeout: 15_000 });
    await seller.keyboard.press('Escape');
  });

  it('awards the sealed lot once its window ends; the buyer sees it won', async () => {
    const id = sealed.lot?.id ?? '';
    await seller.goto('/seller/offers');
    const award = seller.getByTestId(`offer-award-${id}:${bea.id}`);
    // The list does not refresh itself: the seller reloads until the window has ended.
    await until(
      async () => {
        await seller.reload();
        await seller.getByTestId('seller-offers').locator('tbody tr').first().waitFor();
        return award.count();
      },
      (n) => n === 1,
      Math.max(0, sealedCloses - Date.now()) + 45_000,
    );
    await award.click();
    expect(await seller.getByTestId('confirm-body').textContent()).toBe(
      `Sell ${sealed.title} to Bea Buyer for $450.00? The other offers on it lose.`,
    );
    await seller.getByTestId('confirm-ok').click();
    const row = seller.locator(`[data-testid="seller-offers"] tr[data-row="${id}:${bea.id}"]`);
    await row.getByTestId('offer-status').getByText('Won').waitFor();

    await until(
      async () => {
        await buyer.goto(`/search?lot=${id}`);
        await buyer.getByTestId('bid-panel').waitFor();
        return buyer.getByTestId('won-invoice').count();
      },
      (n) => n === 1,
    );
  }, 240_000);

  it('downloads the sales report as a CSV with the rows shown on screen', async () => {
    const id = sealed.lot?.id ?? '';
    const shown = await salesReportShown(seller, id);
    // A new seller: the one sale of this story is the whole report.
    expect(shown).toEqual([
      [
        expect.any(String),
        expect.any(String),
        id,
        sealed.title,
        'Bea Buyer',
        '1',
        '$450.00',
        '$450.00',
      ],
    ]);
    const { name, header, records } = await downloadSalesReport(seller);
    expect(name).toMatch(/^sales-report-.*\.csv$/);
    expect(header).toEqual(SALES_REPORT_COLUMNS);
    expect(records).toEqual(shown);
  });
});
