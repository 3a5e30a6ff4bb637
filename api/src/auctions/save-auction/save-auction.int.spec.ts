import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  HOUR,
  iso,
  responseData,
  signUp,
  startHarness,
} from '../../../test/http-harness.js';
import { signInSeller as signInSellerOn } from '../../../test/backoffice-fixtures.js';

/** What the auction form sends (`seller/auction/auctionAction`): its rules and its owner. */
describe('Saving an auction from the form, over HTTP', () => {
  let h: Harness;
  let buyer = '';
  const seller = { own: '', other: '' };
  let auction = '';
  const body = () => {
    const now = h.clock.now().getTime();
    return {
      action: 'new',
      title: 'Antwerp rough',
      description: 'Run-of-mine',
      avatar: 'cover.webp',
      date_added: iso(now + HOUR),
      date_closed: iso(now + 72 * HOUR),
    };
  };
  const save = (b: object, token?: string) => h.post('seller/auction/auctionAction', b, token);

  const signInSeller = (email: string) => signInSellerOn(h, email);

  beforeAll(async () => {
    h = await startHarness();
    buyer = (await signUp(h, 'Bea', 'bea@auction-form.test')).token;
    seller.own = await signInSeller('own@auction-form.test');
    seller.other = await signInSeller('other@auction-form.test');
    auction = responseData(await save(body(), seller.own)).id;
  }, 60_000);
  afterAll(() => h.close());

  it('creates an auction with its image and window', async () => {
    expect(auction).toEqual(expect.any(String));
  });

  it('answers 400 naming a missing title or date', async () => {
    const noTitle = await save({ ...body(), title: '' }, seller.own);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.data.message).toMatch(/^Required/);
    expect((await save({ ...body(), date_closed: '' }, seller.own)).status).toBe(400);
    expect((await save({ ...body(), date_added: 'not a date' }, seller.own)).status).toBe(400);
  });

  it('refuses an end at or before the start (422)', async () => {
    const b = body();
    const r = await save({ ...b, date_closed: b.date_added }, seller.own);
    expect(r.status).toBe(422);
    expect(r.body.data.code).toBe('auction.invalid-window');
  });

  it("refuses another seller's edit (403) and lets the owner edit", async () => {
    const edit = { ...body(), action: 'edit', id: auction, title: 'Hijacked' };
    expect((await save(edit, seller.other)).status).toBe(403);
    expect((await save({ ...edit, title: 'Antwerp rough, March' }, seller.own)).status).toBe(200);
  });

  it('refuses a buyer (403)', async () => {
    expect((await save(body(), buyer)).status).toBe(403);
  });
});
