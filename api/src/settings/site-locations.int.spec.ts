import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, responseData } from '../../test/http-harness.js';

type Res = { status: number; body: any };
const message = (r: Res) => r.body.data.message as string;

/** Issue 26: a location is a place of the world's lists, checked as an address is (ADDR-6). */
describe("The admin's locations, a lot's place", () => {
  let h: Harness;
  let admin: string;
  const getDefault = async () => responseData(await h.post('common/getDefault', {}));

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
  });
  afterAll(() => h?.close());

  const insert = (values: Record<string, string>) =>
    h.post('seller/setting/datatable_insert', { table: 'locations', values }, admin);

  it('saves a location in a city of its state and country, and getDefault serves it', async () => {
    const place = { name: 'Ramat Gan bourse', country: 'IL', state: 'TA', city: 'Ramat Gan' };
    const saved = await insert(place);
    expect(saved.status).toBe(200);
    const rows = (await getDefault()).tableValues.locations as Record<string, unknown>[];
    expect(rows.find((r) => r['id'] === responseData(saved).id)).toMatchObject(place);
  });

  it('refuses a city of another state, a state of another country, and a place half given', async () => {
    const city = await insert({ name: 'x', country: 'BE', state: 'VLG', city: 'Paris' });
    expect([city.status, message(city)]).toEqual([
      422,
      'This location is not a known place: Paris is not a city of Flanders',
    ]);
    const state = await insert({ name: 'x', country: 'BE', state: 'DU', city: 'Dubai' });
    expect(message(state)).toBe('This location is not a known place: DU is not a state of Belgium');
    const half = await insert({ name: 'x', country: 'BE' });
    expect([half.status, message(half)]).toEqual([400, 'Required']);
  });
});
