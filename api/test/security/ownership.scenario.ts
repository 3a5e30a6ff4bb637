import { LotCommandBus } from '../../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../../src/scheduler/lot-scheduler.js';
import { LedgerCommandBus } from '../../src/ledger/ledger-bus/ledger-command-bus.js';
import { systemActor } from '../../src/shared/domain/actor.js';
import { shipTo } from '../commerce-fixtures.js';
import { type Harness, waitFor } from '../http-harness.js';
import { listStandardLot, ok } from './scenario-steps.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Seller A's objects, one of each kind a seller route can name, and seller B's own auction and
 * lot (B tries to mix them with A's). Every id is real: a refusal cannot come from a typo.
 */
export interface SellerObjects {
  auction: string;
  /** Listed in A's auction. */
  lot: string;
  /** A's lot in no auction yet: A may add it to A's auction, B may not add it to B's. */
  spareLot: string;
  /** A's sealed lot, its window ended, holding the buyer's offer to award. */
  sealed: string;
  template: string;
  /** The buyer's invoice for one unit of A's buy-now lot, unpaid. */
  invoice: string;
  /** The buyer's open return request on a paid invoice for another unit of A's buy-now lot. */
  returnRequest: string;
  /** Another such invoice A acts on for the buyer (SFB): a transfer, then the buyer's wallet. */
  actingInvoice: string;
  /** The buyer's hold on the last unit of A's buy-now lot: A checks it out for them (SFB-4). */
  actingHold: string;
  buyerId: string;
  /** The window of every open lot and auction here, for the edits. */
  window: { date_added: string; date_closed: string };
  theirs: { auction: string; lot: string };
}

/** The buyer must have passed KYC (the matrix's `buyer`): the purchase and the offer are theirs. */
export async function setUpSellerObjects(
  h: Harness,
  tokens: {
    seller: string | undefined;
    otherSeller: string | undefined;
    buyer: string | undefined;
  },
  buyerId: string,
): Promise<SellerObjects> {
  const now = h.clock.now().getTime();
  const window = { date_added: iso(now - MINUTE), date_closed: iso(now + 24 * HOUR) };
  const auction = async (token: string | undefined, title: string) =>
    (
      await ok(
        h,
        'seller/auction/auctionAction',
        { action: 'new', title, description: title, ...window },
        token,
      )
    ).id as string;
  const lot = (token: string | undefined, title: string, extra = {}) =>
    listStandardLot(h, now, token, title, { date_closed: iso(now + 24 * HOUR), ...extra });
  const mine = await auction(tokens.seller, 'Owner sale');
  const o = {
    auction: mine,
    lot: await lot(tokens.seller, 'Owner rough', { auctionid: mine }),
    spareLot: await lot(tokens.seller, 'Owner spare rough'),
    sealed: await lot(tokens.seller, 'Owner tender', {
      auctiontype: 'sealed',
      date_closed: iso(now + 30 * MINUTE),
    }),
    template: (
      await ok(
        h,
        'seller/template/auction/auctionAction',
        { action: 'new', title: 'Owner template', duration_hours: 24 },
        tokens.seller,
      )
    ).id as string,
    invoice: '',
    returnRequest: '',
    actingInvoice: '',
    actingHold: '',
    buyerId,
    window,
    theirs: { auction: '', lot: '' },
  };
  const theirAuction = await auction(tokens.otherSeller, 'Rival sale');
  o.theirs = {
    auction: theirAuction,
    lot: await lot(tokens.otherSeller, 'Rival rough', { auctionid: theirAuction }),
  };
  // Four units: two checkouts, one paid and asked back, one held for A to check out (SFB-4).
  const buyNow = await lot(tokens.seller, 'Owner buy-now', { buynow: 1, bprice: 250, qty: 4 });
  h.app.get(LotScheduler).tickMs = 50;
  const bus = h.app.get(LotCommandBus);
  for (const id of [o.lot, o.spareLot, o.sealed, buyNow, o.theirs.lot])
    await waitFor(async () => (await bus.load(id)).phase === 'open');

  const hold = async () => {
    const held = await ok(
      h,
      'buynow/addToCart',
      { cart: [{ product_id: buyNow, qty: 1 }] },
      tokens.buyer,
    );
    const cartId = held.items[0].cart_id as string;
    await waitFor(async () =>
      (await ok(h, 'cart/search', {}, tokens.buyer)).cartItems.some(
        (i: { cart_id?: string; id?: string }) => i.cart_id === cartId || i.id === cartId,
      ),
    );
    return cartId;
  };
  const buy = async (commandId: string) => {
    const checkout = await ok(
      h,
      'cart/checkout',
      { commandId, cart_ids: [await hold()] },
      tokens.buyer,
    );
    const id = checkout.invoice_id as string;
    // A checkout ships (SHIP-4): its address is set before anyone pays it.
    await shipTo(h.post, tokens.buyer!, id);
    await waitFor(
      async () =>
        (await h.post('seller/user/invoice/invoice', { id }, tokens.seller)).status === 200,
    );
    return id;
  };
  o.invoice = await buy('ownership-checkout');
  o.actingInvoice = await buy('ownership-acting-checkout');
  // The buyer's wallet can pay what A asks of it for them (SFB).
  await h.app
    .get(LedgerCommandBus)
    .send(
      { type: 'RecordMoneyReceived', buyerId, amount: 1_000_00, note: 'Wire' },
      systemActor,
      'ownership-wallet',
    );

  o.returnRequest = await paidAndAskedBack(h, buyNow, tokens.buyer, buyerId);

  // The offer, then the tender's window ends: the offer awaits A's award.
  await ok(
    h,
    'bid/confirm',
    { id: o.sealed, wsprice: 1_500, bidding_type: 'sealed' },
    tokens.buyer,
  );
  h.clock.advance(31 * MINUTE);
  await waitFor(async () => {
    const r = await h.post('seller/offer/adminoffers', { lot_id: o.sealed }, tokens.seller);
    const offers = (r.body.data?.responseData?.records ?? []) as { awardable: boolean }[];
    return offers.length === 1 && offers.every((x) => x.awardable);
  });
  // Held after the clock moved on, so the hold is live when A checks it out for the buyer.
  o.actingHold = await hold();
  return o;
}

/**
 * Another unit of `lotId` bought, paid from the wallet (credited as a bank transfer the house
 * received) and asked back: the return request's id, once seller A's desk lists it.
 */
async function paidAndAskedBack(
  h: Harness,
  lotId: string,
  buyer: string | undefined,
  buyerId: string,
): Promise<string> {
  const held = await ok(h, 'buynow/addToCart', { cart: [{ product_id: lotId, qty: 1 }] }, buyer);
  const cartId = held.items[0].cart_id as string;
  await waitFor(async () =>
    (await ok(h, 'cart/search', {}, buyer)).cartItems.some(
      (i: { cart_id?: string; id?: string }) => i.cart_id === cartId || i.id === cartId,
    ),
  );
  const checkout = await ok(
    h,
    'cart/checkout',
    { commandId: 'ownership-return-checkout', cart_ids: [cartId] },
    buyer,
  );
  const invoiceId = checkout.invoice_id as string;
  const money = { type: 'RecordMoneyReceived', buyerId, amount: 250_00, note: 'Wire' } as const;
  await h.app.get(LedgerCommandBus).send(money, systemActor, 'ownership-return-credit');
  // SHIP-4: the invoice ships, so it needs the buyer's shipping address before it is paid.
  await shipTo((path, body, token) => h.post(path, body, token), buyer!, invoiceId);
  await ok(h, 'credit/payCartWallet', { invoice_id: invoiceId, commandId: 'ownership-pay' }, buyer);
  const asked = await ok(
    h,
    'product/addReturnRequest',
    { invoice_id: invoiceId, project_ids: [lotId], reason: 'Not as described' },
    buyer,
  );
  const id = asked.id as string;
  await waitFor(
    async () => (await ok(h, 'product/allreturns', { action: 'open' }, buyer)).totalRecords > 0,
  );
  return id;
}
