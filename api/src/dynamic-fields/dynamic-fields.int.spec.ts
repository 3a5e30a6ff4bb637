import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, HOUR, iso, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { signInSeller as signInSellerOn, startAsAdmin } from '../../test/backoffice-fixtures.js';

/** Issue 17: an admin adds a lot field; the lot form must fill it in and the lot page shows it. */
describe('Dynamic lot fields over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: string;
  const seller = { own: '', other: '' };
  let fieldId = '';
  let lotId = '';

  const signInSeller = (email: string) => signInSellerOn(h, email);
  /** `dynamic/propertyColumnAction` adding a lot field (view_page 1), by the admin unless told. */
  const newField = (field: Record<string, unknown>, token = admin) =>
    h.post('dynamic/propertyColumnAction', { action: 'new', view_page: 1, ...field }, token);
  const lotBody = (extra: Record<string, unknown> = {}) => {
    const now = h.clock.now().getTime();
    return {
      action: 'new',
      title: 'Rough 3.10 ct',
      desc_proc: '<p>rough</p>',
      auctiontype: 'standard',
      pricing: 'per_carat',
      weight: '3.10',
      total_stones: 1,
      qty: 1,
      sprice: '500.00',
      date_added: iso(now - 1_000),
      date_closed: iso(now + 24 * HOUR),
      ...extra,
    };
  };
  const searched = async () =>
    responseData(
      await h.post('product/search', { limit: 1, page: 1, filters: { id: lotId } }, buyer),
    ).records[0];
  const publicFields = async () =>
    responseData(await h.post('dynamic/getAllDynamicArray', { view_page: 1 })).records as {
      id: string;
      label: string;
    }[];

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea-fields@example.test')).token;
    seller.own = await signInSeller('own-fields@example.test');
    seller.other = await signInSeller('other-fields@example.test');
  });

  afterAll(async () => {
    await h?.close();
  });

  describe('defining a field', () => {
    it('lets an admin add a required lot field that anyone can read', async () => {
      const r = await newField({ label: 'Origin mine', field_type: 'text', is_required: 1 });
      expect(r.status).toBe(200);
      fieldId = responseData(r).id;
      expect(await publicFields()).toEqual([
        expect.objectContaining({ id: fieldId, label: 'Origin mine', is_required: 1, active: 1 }),
      ]);
    });

    it.each([
      ['a seller', () => seller.own],
      ['a buyer', () => buyer],
    ])('refuses %s with 403', async (_who, token) => {
      const r = await newField({ label: 'Sneaky', field_type: 'text' }, token());
      expect(r.status).toBe(403);
    });

    it('answers 400 with a clear message for a field without a label', async () => {
      const r = await newField({ label: ' ', field_type: 'text' });
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Required!');
    });

    it('refuses a select without options (422)', async () => {
      const r = await newField({ label: 'Colour', field_type: 'select' });
      expect(r.status).toBe(422);
      expect(r.body.data.code).toBe('field.options-required');
    });
  });

  describe('a lot with the field', () => {
    it('is refused without the required value, naming the field', async () => {
      const r = await h.post('seller/product/projectAction', lotBody(), seller.own);
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Origin mine: Required!');
    });

    it('keeps the value and shows it on the public lot', async () => {
      const r = await h.post(
        'seller/product/projectAction',
        lotBody({ custom_fields: { [fieldId]: 'Jwaneng' } }),
        seller.own,
      );
      expect(r.status).toBe(200);
      lotId = responseData(r).id;
      await waitFor(async () => (await searched()) !== undefined);
      expect((await searched()).custom_fields).toEqual({ [fieldId]: 'Jwaneng' });
    });

    it('does not let another seller edit the lot (403 or 404)', async () => {
      const r = await h.post(
        'seller/product/projectAction',
        lotBody({
          action: 'edit',
          id: lotId,
          title: 'Mine now',
          custom_fields: { [fieldId]: 'x' },
        }),
        seller.other,
      );
      expect([403, 404]).toContain(r.status);
      expect((await searched()).title).toBe('Rough 3.10 ct');
    });

    it('refuses a buyer with 403', async () => {
      const r = await h.post(
        'seller/product/projectAction',
        lotBody({ custom_fields: { [fieldId]: 'x' } }),
        buyer,
      );
      expect(r.status).toBe(403);
    });

    it("answers 400 'Enter Valid Price' for a price with three decimals", async () => {
      const r = await h.post(
        'seller/product/projectAction',
        lotBody({ sprice: '10.005', custom_fields: { [fieldId]: 'x' } }),
        seller.own,
      );
      expect(r.status).toBe(400);
      expect(r.body.data.message).toBe('Enter Valid Price');
    });
  });

  describe('deactivating the field', () => {
    it('hides it from the public list and no longer requires it', async () => {
      const off = await h.post(
        'dynamic/propertyColumnStatusAction',
        { id: fieldId, active: 2 },
        admin,
      );
      expect(off.status).toBe(200);
      expect(await publicFields()).toEqual([]);
      const all = responseData(
        await h.post('dynamic/propertyColumns', { view_page: 1 }, admin),
      ).records;
      expect(all).toEqual([expect.objectContaining({ id: fieldId, active: 2 })]);
      const r = await h.post('seller/product/projectAction', lotBody(), seller.own);
      expect(r.status).toBe(200);
    });
  });

  describe('reordering', () => {
    it('saves the order an admin drags the fields into', async () => {
      const second = responseData(
        await newField({
          label: 'Fluorescence',
          field_type: 'select',
          options: ['None', 'Faint'],
        }),
      ).id as string;
      const r = await h.post(
        'dynamic/propertyColumnReOrder',
        { view_page: 1, ids: [second, fieldId] },
        admin,
      );
      expect(r.status).toBe(200);
      expect(responseData(r).records.map((f: { id: string }) => f.id)).toEqual([second, fieldId]);
    });
  });
});
