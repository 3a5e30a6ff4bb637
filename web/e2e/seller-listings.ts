import type { RouteBody } from '@facet/event-schemas';
import type { Page } from 'playwright-core';
import { api } from './browser';
import { iso, until } from './marketplace';

/** What a seller lists before a test opens a page: auctions and lots through the api, templates on screen. */

const HOUR = 3_600_000;
/** A form's fields as its route takes them, the title at least. */
type Fields<P extends 'seller/auction/auctionAction' | 'seller/product/projectAction'> = Partial<
  RouteBody<P>
> & { title: string };

/** A seller's auction, listed through the api: open since an hour, closing in two days; its id. */
export async function listAuction(
  token: string,
  fields: Fields<'seller/auction/auctionAction'>,
): Promise<string> {
  const now = Date.now();
  const auction = await api(
    'seller/auction/auctionAction',
    {
      action: 'new',
      description: 'e2e',
      date_added: iso(now - HOUR),
      date_closed: iso(now + 48 * HOUR),
      ...fields,
    },
    token,
  );
  return auction.id;
}

/**
 * A seller's standard lot of one 1.00 ct stone from $100, per carat, no deposit, listed through
 * the api: starting a second ago, closing in a day; its id. Override what the test needs.
 */
export async function listLot(
  token: string,
  fields: Fields<'seller/product/projectAction'>,
): Promise<string> {
  const now = Date.now();
  const lot = await api(
    'seller/product/projectAction',
    {
      action: 'new',
      desc_proc: '<p>e2e</p>',
      auctiontype: 'standard',
      auction: 1,
      buynow: 0,
      pricing: 'per_carat',
      weight: '1.00',
      total_stones: 1,
      qty: 1,
      sprice: 100,
      deposit: 0,
      date_added: iso(now - 1_000),
      date_closed: iso(now + 24 * HOUR),
      ...fields,
    },
    token,
  );
  return lot.id;
}

/**
 * A rough parcel of three stones sold as one item by sealed offers from $100, in a seller's tender
 * event, open from a second ago and closing `closesInMs` from now; its id.
 */
export async function listSealedParcel(
  token: string,
  auctionId: string,
  title: string,
  closesInMs: number,
): Promise<string> {
  const now = Date.now();
  const lot = await api(
    'seller/product/projectAction',
    {
      action: 'new',
      auctionid: auctionId,
      title,
      desc_proc: '<p>rough parcel</p>',
      auctiontype: 'sealed',
      pricing: 'per_item',
      total_stones: 3,
      qty: 1,
      sprice: 100,
      date_added: iso(now - 1_000),
      date_closed: iso(now + closesInMs),
    },
    token,
  );
  return lot.id;
}

/** The rows of /seller/templates that show this text. */
export const templateRows = (page: Page, text: string) =>
  page.getByTestId('seller-templates').locator('tbody tr', { hasText: text });

/** Creates a 48-hour auction template through the form at /seller/templates. */
export async function createTemplate(page: Page, title: string) {
  await page.goto('/seller/templates');
  await page.getByTestId('template-new').click();
  await page.getByTestId('template-title').fill(title);
  await page.getByTestId('template-description').fill('Run-of-mine, viewing in Antwerp');
  await page.getByTestId('template-duration').fill('48');
  await page.getByTestId('template-save').click();
}

/**
 * Opens the auction form from the template's row ('Create auction from template') and waits
 * until the form shows the template's title.
 */
export async function startAuctionFromTemplate(page: Page, row: string, title: string) {
  await templateRows(page, row).getByText('Create auction from template').click();
  await page.waitForURL((u) => u.pathname === '/post_project/auction_detail/new');
  await page.getByTestId('from-template').waitFor();
  await until(
    () => page.getByTestId('auction-title').inputValue(),
    (v) => v === title,
  );
}

/** Saves the form of a new auction and waits for the saved auction's own page; its id. */
export async function saveNewAuction(page: Page): Promise<string> {
  await page.getByTestId('auction-save').click();
  await page.waitForURL((u) => /^\/post_project\/auction_detail\/(?!new$)[^/]+$/.test(u.pathname));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
