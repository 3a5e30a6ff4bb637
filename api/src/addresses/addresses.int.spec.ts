import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  adminToken,
  type Buyer,
  creditWallet,
  newBuyNowLot,
  SHIPPING_ADDRESS,
} from '../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';

/** Issue 26, addresses: the place lists, the address port, the autocomplete, checkout ships. */
describe('Addresses over HTTP', () => {
  let h: Harness;
  let buyer: Buyer;
  const data = (r: { body: { data: { responseData: unknown } } }) =>
    r.body.data.responseData as any;
  const names = (records: { name: string }[]) => records.map((r) => r.name);
  const sorted = (xs: string[]) => [...xs].sort((a, b) => a.localeCompare(b, 'en'));

  beforeAll(async () => {
    h = await startHarness();
    buyer = await signUp(h, 'Ship', 'ship@addresses.test');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists every country, the states of one and the cities of a state, each by name ascending', async () => {
    const countries = data(await h.post('commonFunction/getAllCountries', {})).records;
    expect(countries.length).toBeGreaterThan(200);
    expect(names(countries)).toEqual(sorted(names(countries)));
    expect(countries).toContainEqual({ name: 'United States', code: 'US', phonecode: '1' });
    const states = data(await h.post('commonFunction/getAllStates', { country: 'us' })).records;
    expect(names(states)).toEqual(sorted(names(states)));
    expect(states).toContainEqual({ name: 'New York', code: 'NY', country: 'US' });
    const cities = data(
      await h.post('commonFunction/getAllCities', { country: 'US', state: 'NY' }),
    ).records;
    expect(names(cities)).toEqual(sorted(names(cities)));
    expect(names(cities)).toContain('Buffalo');
  });

  it('refuses an unknown country with a 422 naming it, and a missing one with a 400', async () => {
    const unknown = await h.post('commonFunction/getAllStates', { country: 'XX' });
    expect([unknown.status, unknown.body.data.message]).toEqual([422, 'Unknown country: XX']);
    expect((await h.post('commonFunction/getAllStates', {})).status).toBe(400);
    const badState = await h.post('commonFunction/getAllCities', { country: 'US', state: 'ZZ' });
    expect(badState.status).toBe(422);
  });

  it('says an address with a bad postal code is invalid, with the reason and who judged it', async () => {
    for (const path of ['shipping/validateAddress', 'tax/avalara/isValidAddress'] as const) {
      const bad = data(await h.post(path, { ...SHIPPING_ADDRESS, zip: 'ABCDE' }, buyer.token));
      expect(bad).toMatchObject({ valid: false, validatedBy: 'offline', normalized: null });
      expect(bad.reasons).toEqual(['The postal code ABCDE is not in the format of United States']);
      const good = data(await h.post(path, SHIPPING_ADDRESS, buyer.token));
      expect(good).toMatchObject({ valid: true, reasons: [], validatedBy: 'offline' });
    }
    const wrongCity = data(
      await h.post(
        'shipping/validateAddress',
        { ...SHIPPING_ADDRESS, city: 'Springfieldx' },
        buyer.token,
      ),
    );
    expect(wrongCity.reasons).toEqual(['Springfieldx is not a city of New York']);
  });

  it('suggests US places as typed, and geocodes the chosen one to its ZIP and coordinates', async () => {
    const s = data(
      await h.post('commonFunction/suggestAddresses', { query: 'Beverly Hi' }, buyer.token),
    );
    expect(s.geocodedBy).toBe('offline');
    const place = s.records.find((r: { state: string }) => r.state === 'CA');
    expect(place).toMatchObject({ city: 'Beverly Hills', country: 'US', zip: null });
    const g = data(
      await h.post('commonFunction/geocode', { city: place.city, state: 'CA' }, buyer.token),
    );
    expect(g.zip).toMatch(/^902\d\d$/);
    expect(g.latitude).toBeCloseTo(34.07, 0);
  });

  it('keeps a checkout from being paid without a shipping address, then pays once it has one', async () => {
    const admin = await adminToken(h.post);
    const lotId = await newBuyNowLot(h, admin, { bprice: 100 });
    await addToCart(h, buyer, lotId, 1);
    await creditWallet(h.post, admin, {
      userId: buyer.id,
      dollars: 500,
      note: 'Bank',
      commandId: 'ship-cr',
    });
    const invoiceId = data(
      await h.post('cart/checkout', { commandId: 'ship-co' }, buyer.token),
    ).invoice_id;
    const pay = () =>
      h.post('credit/payCartWallet', { invoice_id: invoiceId, commandId: 'ship-pay' }, buyer.token);
    const refused = await pay();
    expect([refused.status, refused.body.data.message]).toEqual([
      422,
      'Add a valid shipping address before paying: this invoice ships',
    ]);
    const offline = await h.post('offline/payCartOffline', { invoice_id: invoiceId }, buyer.token);
    expect(offline.status).toBe(422);
    const invalid = await h.post(
      'cart/saveAddress',
      { ...SHIPPING_ADDRESS, zip: '1', invoice_id: invoiceId },
      buyer.token,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.message).toContain('The postal code 1 is not in the format');
    const saved = await h.post(
      'cart/saveAddress',
      { ...SHIPPING_ADDRESS, invoice_id: invoiceId },
      buyer.token,
    );
    expect(data(saved)).toMatchObject({ validatedBy: 'offline', invoice_id: invoiceId });
    expect((await pay()).status).toBe(200);
    await waitFor(
      async () =>
        data(await h.post('invoice/invoice', { id: invoiceId }, buyer.token)).status === 'paid',
    );
    const invoice = data(await h.post('invoice/invoice', { id: invoiceId }, buyer.token));
    expect(invoice.shipping_address).toMatchObject({
      ...SHIPPING_ADDRESS,
      validated_by: 'offline',
    });
  });

  it('refuses a profile address whose city is not of its state', async () => {
    const r = await h.post(
      'user/userAddress',
      { ...SHIPPING_ADDRESS, city: 'Nowhere Town' },
      buyer.token,
    );
    expect([r.status, r.body.data.message]).toEqual([
      422,
      'This address cannot be shipped to: Nowhere Town is not a city of New York',
    ]);
  });
});
