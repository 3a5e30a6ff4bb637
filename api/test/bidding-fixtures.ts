import { type Buyer, newLot } from './commerce-fixtures.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { type Harness, iso, MINUTE, responseData, signUp } from './http-harness.js';

/** The storefront card lookup is defined once, beside the other commerce fixtures. */
export { lotCard } from './commerce-fixtures.js';

/**
 * A per-carat lot open for bidding (one stone, closing in an hour) and the two buyers who bid on it,
 * Ann (`ann@<domain>`) and Ben (`ben@<domain>`), signed up in that order after the lot opened.
 */
export async function lotWithTwoBidders(
  h: Harness,
  admin: string,
  lot: { title: string; weight: string; sprice: number },
  domain: string,
): Promise<{ lot: string; ann: Buyer; ben: Buyer }> {
  const id = await newLot(h, admin, {
    title: lot.title,
    pricing: 'per_carat',
    weight: lot.weight,
    sprice: lot.sprice,
  });
  const ann = await signUp(h, 'Ann', `ann@${domain}`);
  const ben = await signUp(h, 'Ben', `ben@${domain}`);
  return { lot: id, ann, ben };
}

/**
 * A new sealed tender on one rough parcel (48.75 cts, 22 stones, opening at $450 a carat with a
 * $500 reserve), open since a second before now, closing in `closesInMinutes`: its id; `over`
 * sets the title and anything else the test is about.
 */
export async function newSealedLot(
  h: Harness,
  token: string,
  closesInMinutes: number,
  over: Record<string, unknown>,
): Promise<string> {
  const now = h.clock.now().getTime();
  const form = {
    action: 'new',
    desc_proc: '<p>x</p>',
    auctiontype: 'sealed',
    pricing: 'per_carat',
    weight: '48.75',
    total_stones: 22,
    qty: 1,
    sprice: 450,
    rprice: 500,
    date_added: iso(now - 1_000),
    date_closed: iso(now + closesInMinutes * MINUTE),
    ...over,
  };
  return responseData(await h.post('seller/product/projectAction', form, token)).id as string;
}

/** A buyer's sealed tender of `dollars` on a lot: the raw answer. */
export const sealedOffer = (h: Harness, id: string, dollars: number, token: string) =>
  h.post('bid/confirm', { id, wsprice: dollars, bidding_type: 'sealed' }, token);

/** The clock moved on `minutes`, then the scheduler's due work (closes, deadlines) run. */
export async function runSchedulerAfter(h: Harness, minutes: number): Promise<void> {
  h.clock.advance(minutes * MINUTE);
  await h.app.get(LotScheduler).runDue();
}
