import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller, roughLotForm, startAsAdmin } from '../../../test/backoffice-fixtures.js';
import { type Harness, responseData, waitFor } from '../../../test/http-harness.js';

/** Issue 17 part G: the plan's monthly lot limit is enforced on new lots, not on admins. */
describe("A seller's plan limits their new lots over HTTP", () => {
  let h: Harness;
  let admin: string;
  let seller = '';
  let sellerId = '';

  const lot = (title: string) =>
    roughLotForm(h.clock.now().getTime(), { title, pricing: 'per_carat' });
  const listed = async () =>
    responseData(await h.post('seller/subscription/getSubscription', {}, seller))
      .lots_this_month as number;

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    ({ token: seller, id: sellerId } = await newSeller(h, 'limited@plan.test'));
    for (let i = 1; i <= 10; i += 1) {
      const r = await h.post('seller/product/projectAction', lot(`Rough ${i}`), seller);
      expect(r.status).toBe(200);
    }
    await waitFor(async () => (await listed()) === 10);
  });
  afterAll(async () => h?.close());

  it('refuses the 11th lot of the month on the starter plan, saying why', async () => {
    const r = await h.post('seller/product/projectAction', lot('Rough 11'), seller);
    expect(r.status).toBe(422);
    expect(r.body.data.code).toBe('lot.plan-limit');
    expect(r.body.data.message).toBe(
      'Your plan allows 10 new lots a month; change plan to list more',
    );
    expect(await listed()).toBe(10);
  });

  it('lets the seller still edit a lot they have at the limit', async () => {
    const mine = responseData(
      await h.post('seller/product/listings', { page: 1, limit: 5 }, seller),
    );
    const first = mine.records[0];
    const r = await h.post(
      'seller/product/projectAction',
      { ...lot('Rough 1, edited'), action: 'edit', id: first.id },
      seller,
    );
    expect(r.status).toBe(200);
  });

  it('does not limit an admin adding a lot for the seller', async () => {
    const r = await h.post(
      'seller/product/projectAction',
      { ...lot('Admin rough'), seller_id: sellerId },
      admin,
    );
    expect(r.status).toBe(200);
  });

  it('accepts the 11th lot once the seller changes to the professional plan', async () => {
    await h.post('seller/subscription/changePlan', { plan: 'professional' }, seller);
    await waitFor(
      async () =>
        responseData(await h.post('seller/subscription/getSubscription', {}, seller)).plan.id ===
        'professional',
    );
    const r = await h.post('seller/product/projectAction', lot('Rough 11'), seller);
    expect(r.status).toBe(200);
  });
});
