// The commerce floor: what one checkout costs in durable appends, counted on a lone checkout
// from the api's own append metric, then that many raw fsynced appends per checkout, timed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { post } from './bench-server.bench-part.js';
import { rawAppends } from './raw-appends.bench-part.js';

/** A checkout ships (SHIP-4): its invoice needs an address before it is paid from the wallet. */
export const SHIP_TO = {
  address1: '1 Diamond Way',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};

/** Appends the api has made so far (its `facet_append_batch_events` histogram's count). */
async function appendsSoFar(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^facet_append_batch_events_count\s+(\d+)/m.exec(text)?.[1] ?? NaN);
}

/** The count once process managers (invoice, ledger, stock) have stopped appending for 500 ms. */
async function settledAppends(base: string): Promise<number> {
  let last = await appendsSoFar(base);
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await appendsSoFar(base);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Add to cart, check out, ship to and pay one unit of an open buy-now lot, alone: the appends it made. */
export async function appendsOfOneCheckout(
  base: string,
  lotId: string,
  token: string | undefined,
): Promise<number> {
  const before = await settledAppends(base);
  const held = await post(
    base,
    'buynow/addToCart',
    { cart: [{ product_id: lotId, qty: 1 }] },
    token,
  );
  const cartId = held?.data?.responseData?.items?.[0]?.cart_id as string | undefined;
  const out = await post(
    base,
    'cart/checkout',
    { commandId: 'floor-probe-checkout', cart_ids: [cartId] },
    token,
  );
  const invoiceId = out?.data?.responseData?.invoice_id as string | undefined;
  await post(base, 'cart/saveAddress', { ...SHIP_TO, invoice_id: invoiceId }, token);
  const paid = await post(
    base,
    'credit/payCartWallet',
    { invoice_id: invoiceId, commandId: 'floor-probe-pay' },
    token,
  );
  if (paid?.status !== 'success') throw new Error(`floor probe checkout: ${JSON.stringify(paid)}`);
  const appends = (await settledAppends(base)) - before;
  if (!(appends > 0)) throw new Error(`floor probe: ${appends} appends counted`);
  return appends;
}

/** Checkouts/s if each were `appendsPerCheckout` raw durable appends, one after the other. */
export function commerceFloor(appendsPerCheckout: number, quick: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'facet-commerce-floor-'));
  try {
    const appends = (quick ? 100 : 300) * appendsPerCheckout;
    const rawPerSecond = rawAppends(dir, appends);
    return { appends, rawPerSecond, checkoutsPerSecond: rawPerSecond / appendsPerCheckout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
