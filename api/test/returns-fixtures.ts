import { expect } from 'vitest';
import {
  addToCart,
  type Buyer,
  createBuyNowLot,
  creditWallet,
  shipTo,
  storedEvents,
  waitUntilOpen,
} from './commerce-fixtures.js';
import { type Harness, responseData } from './http-harness.js';

/** Two $200 items of the seller's, checked out together by the buyer: the invoice and its lots. */
export async function twoItemInvoice(
  h: Harness,
  seller: Buyer,
  buyer: Buyer,
  commandId: string,
): Promise<[string, string[]]> {
  const now = h.clock.now().getTime();
  const ids = [
    await createBuyNowLot(h.post, seller.token, now, { title: 'Rough A 2.10 ct' }),
    await createBuyNowLot(h.post, seller.token, now, { title: 'Rough B 3.40 ct' }),
  ];
  for (const id of ids) {
    await waitUntilOpen(h, id);
    await addToCart(h, buyer, id, 1);
  }
  const r = await h.post('cart/checkout', { commandId }, buyer.token);
  expect(r.status).toBe(200);
  const invoiceId = responseData(r).invoice_id as string;
  // A checkout ships (SHIP-4): the buyer's address is on it before it is paid.
  await shipTo(h.post, buyer.token, invoiceId);
  return [invoiceId, ids];
}

/** The ledger entries a return's refund recorded (keyed `system:return-...`). */
export const returnEntries = async (h: Harness) =>
  (await storedEvents(h, 'LedgerEntryRecorded')).filter((e) =>
    (e.data as { key: string }).key.includes(':return-'),
  );

/**
 * An admin credits the buyer's wallet with $400 of wire (`note`), and the buyer pays the invoice
 * from it; the command ids are `cr-<tag>` and `pay-<tag>`. The payment's answer.
 */
export async function payFromWiredWallet(
  h: Harness,
  admin: string,
  buyer: Buyer,
  invoiceId: string,
  paid: { tag: string; note: string },
) {
  await creditWallet(h.post, admin, {
    userId: buyer.id,
    dollars: 400,
    note: paid.note,
    commandId: `cr-${paid.tag}`,
  });
  return h.post(
    'credit/payCartWallet',
    { invoice_id: invoiceId, commandId: `pay-${paid.tag}` },
    buyer.token,
  );
}
