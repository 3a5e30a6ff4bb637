import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { signInSeller as signInSellerOn, startAsAdmin } from '../../test/backoffice-fixtures.js';

/**
 * Issue 17: fields an admin adds to auctions (view_page 2), users (3) and templates (4) are kept
 * like the lot's: required ones refused with the spec's 'Required!', values on the object.
 */
describe('Dynamic auction, user and template fields over HTTP', () => {
  let h: Harness;
  let admin: string;
  const buyer = { token: '', id: '' };
  const seller = { own: '', other: '' };
  const field = { auction: '', user: '', template: '' };

  const addField = async (view_page: number, label: string) =>
    responseData(
      await h.post(
        'dynamic/propertyColumnAction',
        { action: 'new', view_page, label, field_type: 'text', is_required: 1 },
        admin,
      ),
    ).id as string;
  const auctionBody = (extra: Record<string, unknown> = {}) => {
    const now = h.clock.now().getTime();
    return {
      action: 'new',
      title: 'Antwerp rough',
      description: 'Run-of-mine',
      date_added: iso(now + HOUR),
      date_closed: iso(now + 72 * HOUR),
      ...extra,
    };
  };
  const templateBody = (extra: Record<string, unknown> = {}) => ({
    action: 'new',
    title: 'Monthly tender',
    duration_hours: 72,
    ...extra,
  });

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    Object.assign(buyer, await signUp(h, 'Bea', 'bea-object-fields@example.test'));
    seller.own = await signInSellerOn(h, 'own-object-fields@example.test');
    seller.other = await signInSellerOn(h, 'other-object-fields@example.test');
    field.auction = await addField(2, 'Viewing venue');
    field.user = await addField(3, 'Trade licence');
    field.template = await addField(4, 'Payment terms');
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  describe('an auction (view_page 2)', () => {
    let auctionId = '';
    const save = (b: object, token: string) => h.post('seller/auction/auctionAction', b, token);

    it('is refused without the required value, naming the field', async () => {
      const r = await save(auctionBody(), seller.own);
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Viewing venue: Required!');
    });

    it('keeps the value and shows it on the public auction', async () => {
      const r = await save(
        auctionBody({ custom_fields: { [field.auction]: 'Bourse', [field.user]: 'stray' } }),
        seller.own,
      );
      expect(r.status).toBe(200);
      auctionId = responseData(r).id;
      const publicAuction = async () =>
        responseData(
          await h.post('auction/search', { limit: 1, page: 1, filters: { id: auctionId } }),
        ).records[0];
      await waitFor(async () => (await publicAuction()) !== undefined);
      expect((await publicAuction()).custom_fields).toEqual({ [field.auction]: 'Bourse' });
    });

    it("refuses another seller's edit (403), values and all", async () => {
      const edit = auctionBody({
        action: 'edit',
        id: auctionId,
        custom_fields: { [field.auction]: 'Elsewhere' },
      });
      expect((await save(edit, seller.other)).status).toBe(403);
      const own = await h.post('seller/auction/getSingleAuction', { id: auctionId }, seller.own);
      expect(responseData(own).record.custom_fields).toEqual({ [field.auction]: 'Bourse' });
    });
  });

  describe('a template (view_page 4)', () => {
    let templateId = '';
    const save = (b: object, token: string) =>
      h.post('seller/template/auction/auctionAction', b, token);
    const single = async (token: string) =>
      h.post('seller/template/auction/getSingleAuction', { id: templateId }, token);

    it('is refused without the required value, naming the field', async () => {
      const r = await save(templateBody(), seller.own);
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Payment terms: Required!');
    });

    it('keeps the value for its seller', async () => {
      const r = await save(
        templateBody({ custom_fields: { [field.template]: 'Net 30' } }),
        seller.own,
      );
      expect(r.status).toBe(200);
      templateId = responseData(r).id;
      await waitFor(async () => (await single(seller.own)).status === 200);
      expect(responseData(await single(seller.own)).record.custom_fields).toEqual({
        [field.template]: 'Net 30',
      });
    });

    it("refuses another seller's edit (403)", async () => {
      const edit = templateBody({
        action: 'edit',
        id: templateId,
        custom_fields: { [field.template]: 'Cash' },
      });
      expect((await save(edit, seller.other)).status).toBe(403);
      expect(responseData(await single(seller.own)).record.custom_fields).toEqual({
        [field.template]: 'Net 30',
      });
    });
  });

  describe("a user's profile (view_page 3)", () => {
    const update = (b: object) => h.post('user/updateProfile', b, buyer.token);

    it('is refused when the profile form sends the fields without the required one', async () => {
      const r = await update({ first_name: 'Bea', custom_fields: { [field.user]: ' ' } });
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Trade licence: Required!');
    });

    it('still takes a change that does not send the fields (accepting the terms)', async () => {
      expect((await update({ termcheck: 1 })).status).toBe(200);
    });

    it("keeps the value, which the admin's user view shows", async () => {
      const r = await update({ custom_fields: { [field.user]: 'BE-0420', unknown: 'x' } });
      expect(r.status).toBe(200);
      expect(responseData(r).custom_fields).toEqual({ [field.user]: 'BE-0420' });
      const record = async () =>
        responseData(await h.post('admin/user/getSingleUser', { user_id: buyer.id }, admin)).record;
      await waitFor(async () => (await record()).custom_fields?.[field.user] === 'BE-0420');
      expect((await record()).custom_fields).toEqual({ [field.user]: 'BE-0420' });
    });
  });
});
