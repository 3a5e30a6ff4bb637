import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, responseData, signUp, waitFor } from '../../../test/http-harness.js';
import {
  roughLotForm,
  signInSeller as signInSellerOn,
  startAsAdmin,
} from '../../../test/backoffice-fixtures.js';
import { antwerpRoughBv } from '../../../test/seller-organization.js';

/** Issue 17 part C: a seller's plan and company profile, their own only. */
describe("The seller's account over HTTP", () => {
  let h: Harness;
  let admin: string;
  const buyer = { token: '', id: '' };
  const seller = { own: '', other: '' };

  const signInSeller = (email: string) => signInSellerOn(h, email);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    Object.assign(buyer, await signUp(h, 'Bea', 'bea@account.test'));
    seller.own = await signInSeller('own@account.test');
    seller.other = await signInSeller('other@account.test');
    const now = h.clock.now().getTime();
    for (const title of ['Antwerp rough', 'Sealed tender'])
      await h.post(
        'seller/product/projectAction',
        roughLotForm(now, { title, pricing: 'per_carat' }),
        seller.own,
      );
  });
  afterAll(async () => h?.close());

  describe('subscription and organization', () => {
    it("shows the plan, its limit and this month's lots, and records a change of plan", async () => {
      const before = responseData(
        await h.post('seller/subscription/getSubscription', {}, seller.own),
      );
      expect(before.plan).toMatchObject({ id: 'starter', lots_per_month: 10 });
      expect(before.lots_this_month).toBe(2);
      expect(
        (await h.post('seller/subscription/changePlan', { plan: 'professional' }, seller.own))
          .status,
      ).toBe(200);
      await waitFor(
        async () =>
          responseData(await h.post('seller/subscription/getSubscription', {}, seller.own)).plan
            .id === 'professional',
      );
      const other = responseData(
        await h.post('seller/subscription/getSubscription', {}, seller.other),
      );
      expect(other.plan.id).toBe('starter');
    });

    it('saves the company profile and shows it back to its seller only', async () => {
      const profile = antwerpRoughBv;
      expect(
        (await h.post('seller/organization/saveOrganization', profile, seller.own)).status,
      ).toBe(200);
      await waitFor(
        async () =>
          responseData(await h.post('seller/organization/getOrganization', {}, seller.own)).name ===
          profile.name,
      );
      expect(
        responseData(await h.post('seller/organization/getOrganization', {}, seller.other)).name,
      ).toBe('');
    });

    it("refuses a seller naming another seller's account, and a buyer", async () => {
      const ownId = (await h.post('user/validateUser', {}, seller.own)).body.data.responseData.id;
      const r = await h.post(
        'seller/organization/getOrganization',
        { seller_id: ownId },
        seller.other,
      );
      expect(r.status).toBe(403);
      expect(
        (
          await h.post(
            'seller/subscription/changePlan',
            { plan: 'enterprise', seller_id: ownId },
            seller.other,
          )
        ).status,
      ).toBe(403);
      expect((await h.post('seller/subscription/getSubscription', {}, buyer.token)).status).toBe(
        403,
      );
      expect(
        responseData(
          await h.post('seller/organization/getOrganization', { seller_id: ownId }, admin),
        ).name,
      ).toBe('Antwerp Rough BV');
    });
  });
});
