import type { Page } from 'playwright-core';
import { api } from './browser';
import { type Buyer, iso, lotCard, shipInvoiceTo, until } from './marketplace';

/** On a buy-now lot's page, buys `qty` units with the bid panel's Buy Now; the cart opens. */
export async function buyNow(page: Page, lotId: string, qty: number): Promise<void> {
  await page.goto(`/search?lot=${lotId}`);
  const buy = page.getByTestId('bid-panel').getByTestId('buy-now');
  await buy.waitFor();
  await buy.getByRole('textbox').fill(String(qty));
  await buy.getByRole('button').click();
  await page.waitForURL((url) => url.pathname === '/buynowcart', { timeout: 10_000 });
}

/** Buys one unit of a buy-now lot and checks the cart out: the buyer is on the checkout page. */
export async function buyOneAndCheckOut(page: Page, lotId: string): Promise<void> {
  await buyNow(page, lotId, 1);
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/buynow/'));
}

/**
 * One rough stone the seller lists for buy-now at `price` dollars (open for an hour), bought and
 * checked out by the buyer under `commandId`, shipped to the prefilled address: the invoice's id
 * (unpaid).
 */
export async function boughtRough(
  seller: { token: string },
  buyer: Buyer,
  lot: { title: string; price: number; commandId: string },
): Promise<string> {
  const now = Date.now();
  const { id } = await api(
    'seller/product/projectAction',
    {
      action: 'new',
      title: lot.title,
      desc_proc: '<p>rough</p>',
      auctiontype: 'standard',
      auction: 1,
      buynow: 1,
      pricing: 'per_item',
      weight: '1.00',
      total_stones: 1,
      qty: 1,
      sprice: 500,
      bprice: lot.price,
      deposit: 0,
      date_added: iso(now - 1_000),
      date_closed: iso(now + 60 * 60_000),
    },
    seller.token,
  );
  await until(
    () => lotCard(buyer.token, id),
    (c) => c?.market_status === 'open',
  );
  await api('buynow/addToCart', { cart: [{ product_id: id, qty: 1 }] }, buyer.token);
  const { invoice_id } = await api('cart/checkout', { commandId: lot.commandId }, buyer.token);
  await shipInvoiceTo(buyer.token, invoice_id);
  return invoice_id;
}
