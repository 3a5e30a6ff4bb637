import type {
  LedgerLine,
  MarketplaceEvent,
  MarketplaceEventType,
  Recorded,
  RecordedEvent,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { expect } from 'vitest';
import { type Balances, post as postLines } from '../src/ledger/domain/index.js';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { ADMIN, type Harness, HOUR, iso, MINUTE, waitFor } from './http-harness.js';

/** Any way to call the api: the in-process harness's `post`, or fetch against a child server. */
export type Post = Harness['post'];
export type Buyer = { token: string; id: string };

export { HOUR, iso, MINUTE };

export const adminToken = async (post: Post): Promise<string> =>
  (await post('user/login', ADMIN)).body.data.responseData.token;

export async function waitUntilOpen(h: Harness, lotId: string): Promise<void> {
  await waitFor(async () => (await h.app.get(LotCommandBus).load(lotId)).phase === 'open');
}

/** An auction open for a day and a buy-now lot of 5 in it, open now; its id (not waited on). */
export async function createBuyNowLot(
  post: Post,
  admin: string,
  nowMs: number,
  over: Record<string, unknown> = {},
): Promise<string> {
  const auction = await post(
    'seller/auction/auctionAction',
    {
      action: 'new',
      title: 'Jewellery sale',
      description: 'Buy now',
      date_added: iso(nowMs - MINUTE),
      date_closed: iso(nowMs + 24 * 60 * MINUTE),
    },
    admin,
  );
  const r = await post(
    'seller/product/projectAction',
    {
      action: 'new',
      auctionid: auction.body.data.responseData.id,
      title: 'Gold ring',
      desc_proc: '<p>ring</p>',
      auctiontype: 'standard',
      auction: 1,
      buynow: 1,
      pricing: 'per_item',
      weight: '1.00',
      total_stones: 1,
      qty: 5,
      sprice: 100,
      bprice: 200,
      deposit: 0,
      date_added: iso(nowMs - 1_000),
      date_closed: iso(nowMs + 24 * 60 * MINUTE),
      ...over,
    },
    admin,
  );
  return r.body.data.responseData.id as string;
}

/** {@link createBuyNowLot} on the harness clock, once the lot is open. */
export async function newBuyNowLot(
  h: Harness,
  admin: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const id = await createBuyNowLot(h.post, admin, h.clock.now().getTime(), over);
  await waitUntilOpen(h, id);
  return id;
}

/** A lot outside any auction (one stone, closing in an hour unless told), once it is open. */
export async function newLot(
  h: Harness,
  admin: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const now = h.clock.now().getTime();
  const r = await h.post(
    'seller/product/projectAction',
    {
      action: 'new',
      total_stones: 1,
      date_added: iso(now - 1_000),
      date_closed: iso(now + HOUR),
      ...fields,
    },
    admin,
  );
  const id = r.body.data.responseData.id as string;
  await waitUntilOpen(h, id);
  return id;
}

/** Whether the buyer's cart read model shows the lot yet. */
export const cartHas = async (post: Post, token: string, lotId: string): Promise<boolean> =>
  (await post('cart/search', {}, token)).body.data.responseData.cartItems.some(
    (i: { product_id: string }) => i.product_id === lotId,
  );

/** Buy now into the cart, then wait for the cart read model to show it; the hold's cart id. */
export async function addToCart(
  h: Harness,
  buyer: Buyer,
  lotId: string,
  qty: number,
): Promise<string> {
  const r = await h.post('buynow/addToCart', { cart: [{ product_id: lotId, qty }] }, buyer.token);
  expect(r.status).toBe(200);
  await waitFor(() => cartHas(h.post, buyer.token, lotId));
  return r.body.data.responseData.items[0].cart_id as string;
}

/** `admin/credit/addCredit`: money received into the buyer's wallet, as `token` (an admin's). */
export const creditWallet = (
  post: Post,
  token: string,
  credit: { userId: string; dollars: number; note: string; commandId: string },
) =>
  post(
    'admin/credit/addCredit',
    {
      user_id: credit.userId,
      amount: credit.dollars,
      credit_notes: credit.note,
      commandId: credit.commandId,
    },
    token,
  );

/** `credit/addBidDeposit` for a lot, from the wallet unless told. */
export const payDeposit = (
  h: Harness,
  buyer: Buyer,
  deposit: {
    lotId: string;
    dollars: number;
    note: string;
    commandId: string;
    payType?: 'wallet' | 'online';
  },
) =>
  h.post(
    'credit/addBidDeposit',
    {
      amount: deposit.dollars,
      product_id: deposit.lotId,
      credit_notes: deposit.note,
      credit_type: 'user',
      type: 'projects',
      pay_type: deposit.payType ?? 'wallet',
      commandId: deposit.commandId,
    },
    buyer.token,
  );

export const confirmBid = (h: Harness, buyer: Buyer, lotId: string, wsprice: number) =>
  h.post('bid/confirm', { id: lotId, wsprice, bidding_type: 'hard' }, buyer.token);

/** The lot's card in `product/search`, as `token` sees it. */
export const lotCard = async (h: Harness, id: string, token: string) =>
  (await h.post('product/search', { filters: { id } }, token)).body.data.responseData.records[0];

/** Moves the clock past a close an hour away and runs what fell due. */
export async function passTheClose(h: Harness): Promise<void> {
  h.clock.advance(HOUR + MINUTE);
  await h.app.get(LotScheduler).runDue();
}

/**
 * Every stored event of one type, in order. Named by a literal, typed as that event: the api
 * appends every event at its current version, so a stored one's type names its data.
 */
export async function storedEvents<T extends MarketplaceEventType>(
  h: Harness,
  type: T,
): Promise<Recorded<Extract<MarketplaceEvent, { type: T }>>[]>;
export async function storedEvents(h: Harness, type: string): Promise<RecordedEvent[]>;
export async function storedEvents(h: Harness, type: string): Promise<RecordedEvent[]> {
  return (await h.app.get<symbol, EventStore>(EVENT_STORE).readAll()).filter(
    (e) => e.type === type,
  );
}

/** The balance of every account after posting the lines of these `LedgerEntryRecorded`s. */
export const balancesOf = (entries: readonly { data: unknown }[]): Balances =>
  entries.reduce((b: Balances, e) => postLines(b, (e.data as { lines: LedgerLine[] }).lines), {});

export const ledgerBalances = async (h: Harness): Promise<Balances> =>
  balancesOf(await storedEvents(h, 'LedgerEntryRecorded'));

/**
 * The winner's path to two invoices: two lots (the first with a $200 deposit, the second a $60
 * ring), the buyer credited $500, the deposit paid from the wallet, a lone hard bid at each
 * starting price (a lone bidder wins at it), and the close. The two lot ids.
 */
export async function winTwoLotsAtTheClose(
  h: Harness,
  admin: string,
  buyer: Buyer,
  setup: {
    deposited: Record<string, unknown> & { sprice: number };
    ringTitle: string;
    creditNote: string;
    depositNote: string;
  },
): Promise<[deposited: string, ring: string]> {
  const deposited = await newLot(h, admin, { ...setup.deposited, deposit: 1, deposit_amount: 200 });
  const ring = await newLot(h, admin, {
    title: setup.ringTitle,
    pricing: 'per_item',
    qty: 1,
    sprice: 60,
  });
  const credited = await creditWallet(h.post, admin, {
    userId: buyer.id,
    dollars: 500,
    note: setup.creditNote,
    commandId: 'c-1',
  });
  expect(credited.status).toBe(200);
  const deposit = await payDeposit(h, buyer, {
    lotId: deposited,
    dollars: 200,
    note: setup.depositNote,
    commandId: 'd-1',
  });
  expect(deposit.status).toBe(200);
  await waitFor(async () => (await lotCard(h, deposited, buyer.token))?.bid_deposit_id != null);
  for (const [id, wsprice] of [
    [deposited, setup.deposited.sprice],
    [ring, 60],
  ] as const)
    expect((await confirmBid(h, buyer, id, wsprice)).status).toBe(200);
  await passTheClose(h);
  return [deposited, ring];
}

/** A shipping address the offline address validator accepts (issue 26: checkouts ship). */
export const SHIPPING_ADDRESS = {
  address1: '1 Diamond Way',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};

/** The checkout's shipping address set on its invoice (SHIP-4: it ships, so it needs one). */
export async function shipTo(post: Post, token: string, invoiceId: string): Promise<void> {
  const r = await post('cart/saveAddress', { ...SHIPPING_ADDRESS, invoice_id: invoiceId }, token);
  if (r.status !== 200 && r.body.data.message !== 'This invoice is already paid')
    throw new Error(`shipping address refused: ${JSON.stringify(r.body)}`);
}
