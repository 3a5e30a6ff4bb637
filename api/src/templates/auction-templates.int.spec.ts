import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { signInSeller as signInSellerOn, startAsAdmin } from '../../test/backoffice-fixtures.js';

type Res = { status: number; body: any };
const ids = (r: Res) => (responseData(r).records as { id: string }[]).map((x) => x.id).sort();

const template = {
  action: 'new',
  title: 'Monthly rough tender',
  description: 'Run-of-mine',
  duration_hours: 72,
  auctiontype: 'sealed',
  pricing: 'per_carat',
  deposit: 1,
  deposit_amount: '250.50',
};

/** Issue 17: a seller's auction templates are theirs alone; an admin sees everyone's. */
describe('Auction templates over HTTP (seller/template/auction/*)', () => {
  let h: Harness;
  let admin = '';
  let buyer = '';
  const seller = { own: '', other: '' };
  let own = '';
  let others = '';

  const signInSeller = (email: string) => signInSellerOn(h, email);
  const post = (action: string, body: object, token?: string) =>
    h.post(`seller/template/auction/${action}`, body, token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea@templates.test')).token;
    seller.own = await signInSeller('own@templates.test');
    seller.other = await signInSeller('other@templates.test');
    own = responseData(await post('auctionAction', template, seller.own)).id;
    others = responseData(
      await post('auctionAction', { ...template, title: 'Dubai' }, seller.other),
    ).id;
    await waitFor(async () => responseData(await post('listings', {}, admin)).totalRecords >= 2);
  }, 60_000);
  afterAll(() => h.close());

  it("lists a seller's own templates only, an admin's every one", async () => {
    expect(ids(await post('listings', {}, seller.own))).toEqual([own]);
    expect(ids(await post('listings', {}, admin))).toEqual([own, others].sort());
  });

  it('opens the own template with its lot defaults, the deposit in dollars', async () => {
    const r = await post('getSingleAuction', { id: own }, seller.own);
    expect(responseData(r).record).toMatchObject({
      id: own,
      title: 'Monthly rough tender',
      duration_hours: 72,
      lot_defaults: {
        auctiontype: 'sealed',
        pricing: 'per_carat',
        deposit: 1,
        deposit_amount: 250.5,
      },
    });
    expect(responseData(await post('lots', { id: own }, seller.own)).records).toHaveLength(1);
  });

  it("answers 404 for another seller's template, when opened or listed for lots", async () => {
    expect((await post('getSingleAuction', { id: own }, seller.other)).status).toBe(404);
    expect((await post('lots', { id: own }, seller.other)).status).toBe(404);
  });

  it("refuses to edit or deactivate another seller's template (403)", async () => {
    const edit = { ...template, action: 'edit', id: own, title: 'Hijacked' };
    expect((await post('auctionAction', edit, seller.other)).status).toBe(403);
    const off = { id: own, status: 'inactive' };
    expect((await post('changeStatus', off, seller.other)).status).toBe(403);
  });

  it("answers 'Required' for a missing title or duration (400)", async () => {
    const r = await post('auctionAction', { ...template, title: '' }, seller.own);
    expect(r.status).toBe(400);
    expect(r.body.data.message).toBe('Required');
    const noDuration = await post('auctionAction', { ...template, duration_hours: '' }, seller.own);
    expect(noDuration.status).toBe(400);
  });

  it('refuses a buyer (403) and a visitor (401) on every call', async () => {
    for (const action of [
      'listings',
      'auctionAction',
      'getSingleAuction',
      'changeStatus',
      'lots',
    ]) {
      expect((await post(action, { id: own }, buyer)).status).toBe(403);
      expect((await post(action, { id: own })).status).toBe(401);
    }
  });

  it('its seller edits then deactivates it; the inactive tab lists it', async () => {
    const edit = { ...template, action: 'edit', id: own, title: 'Sealed tender', deposit: 0 };
    expect((await post('auctionAction', edit, seller.own)).status).toBe(200);
    expect((await post('changeStatus', { id: own, status: 'inactive' }, seller.own)).status).toBe(
      200,
    );
    await waitFor(
      async () => ids(await post('listings', { action: 'inactive' }, seller.own)).length === 1,
    );
    const r = await post('getSingleAuction', { id: own }, seller.own);
    expect(responseData(r).record).toMatchObject({ title: 'Sealed tender', status: 'inactive' });
    expect(responseData(r).record.lot_defaults.deposit_amount).toBe(0);
  });
});
