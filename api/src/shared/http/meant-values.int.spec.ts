import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roughLotForm, startAsAdmin } from '../../../test/backoffice-fixtures.js';
import { type Harness, HOUR, iso, responseData, signUp } from '../../../test/http-harness.js';
import { BYTE_ORDER_MARK, NOT_AN_OBJECT, NOT_FINITE } from './json-body.js';

/** Issue 28, item 8: values the probe sent that no user means, each refused with a clear answer. */
describe('Values no user means are refused over HTTP', () => {
  let h: Harness;
  let admin: string;
  let buyer: string;

  const raw = async (path: string, body: string, token?: string) => {
    const res = await fetch(`${h.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const setting = (name: string, value: unknown) =>
    h.post('seller/setting/configurationAction', { name, value }, admin);
  const settingValue = async (name: string) =>
    responseData(await h.post('seller/setting/getSingleConfiguration', { name }, admin));

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    buyer = (await signUp(h, 'Bea', 'bea@meant.test')).token;
  });
  afterAll(() => h.close());

  it('refuses a null body: user/logout with `null` keeps the session', async () => {
    const r = await raw('user/logout', 'null', buyer);
    expect([r.status, r.body.data.message]).toEqual([400, NOT_AN_OBJECT]);
    expect((await h.post('cart/search', {}, buyer)).status).toBe(200);
    for (const body of ['[]', '"text"', '42'])
      expect((await raw('user/logout', body, buyer)).status).toBe(400);
  });

  it('refuses a byte order mark before the body', async () => {
    const r = await raw('user/logout', '\uFEFF{}', buyer);
    expect([r.status, r.body.data.message]).toEqual([400, BYTE_ORDER_MARK]);
    expect((await h.post('cart/search', {}, buyer)).status).toBe(200);
  });

  it('refuses 1e999 (it was stored as "Infinity"), wherever it is in the body', async () => {
    const before = await settingValue('homepage_title');
    const r = await raw(
      'seller/setting/configurationAction',
      '{"name":"homepage_title","value":1e999}',
      admin,
    );
    expect([r.status, r.body.data.message]).toEqual([400, NOT_FINITE]);
    expect(await settingValue('homepage_title')).toEqual(before);
    const nested = await raw('product/search', '{"filters":{"id":-1e999}}');
    expect(nested.status).toBe(400);
  });

  it('puts a setting back to its default with an empty value', async () => {
    expect((await setting('soft_close_window_seconds', '60')).status).toBe(200);
    const reset = await setting('soft_close_window_seconds', '');
    expect(reset.status).toBe(200);
    const defaults = responseData(await h.post('common/getDefault', {}));
    expect(JSON.stringify(defaults)).not.toContain('"soft_close_window_seconds":"60"');
  });

  it('refuses an auction starting in 1969 (date_added -1) and dates outside 1900-2100', async () => {
    const now = h.clock.now().getTime();
    for (const date_added of [-1, '0', '1899-12-31T00:00:00Z', '2101-01-01T00:00:00Z']) {
      const r = await h.post(
        'seller/auction/auctionAction',
        { action: 'new', title: 'Backdated', date_added, date_closed: iso(now + HOUR) },
        admin,
      );
      expect([date_added, r.status, r.body.data.responseData?.field]).toEqual([
        date_added,
        400,
        'date_added',
      ]);
    }
    const r = await h.post(
      'seller/auction/auctionAction',
      {
        action: 'new',
        title: 'Old',
        date_added: iso(now - 72 * HOUR),
        date_closed: iso(now + HOUR),
      },
      admin,
    );
    expect([r.status, r.body.data.code]).toEqual([422, 'auction.start-in-past']);
  });

  it('refuses a buy-now lot at $0', async () => {
    const lot = (bprice: number) =>
      h.post(
        'seller/product/projectAction',
        roughLotForm(h.clock.now().getTime(), { title: 'Stone', buynow: 1, bprice }),
        admin,
      );
    const free = await lot(0);
    expect([free.status, free.body.data.code]).toEqual([422, 'lot.invalid-buy-now-price']);
    expect((await lot(900)).status).toBe(200);
  });

  it('refuses an avatar that is not an uploaded image or an https address', async () => {
    const now = h.clock.now().getTime();
    const window = { date_added: iso(now), date_closed: iso(now + HOUR) };
    for (const avatar of ['javascript:alert(1)', '../../../etc/passwd', '12345', 12345]) {
      const r = await h.post(
        'seller/auction/auctionAction',
        { action: 'new', title: 'Avatar', avatar, ...window },
        admin,
      );
      expect([avatar, r.status, r.body.data.responseData?.field]).toEqual([avatar, 400, 'avatar']);
    }
  });

  it('refuses an upload quality outside 1-100 before reading any image', async () => {
    for (const quality of ['0', '-1', '1e9']) {
      const form = new FormData();
      form.append('quality', quality);
      form.append('file_upload', new Blob([Buffer.from('x')], { type: 'image/png' }), 'a.png');
      const res = await fetch(
        `${h.baseUrl}/api/commonFunction/image_uploader/muliple_img_uploader`,
        { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form },
      );
      const body = (await res.json()) as any;
      expect([quality, res.status, body.data.responseData?.field]).toEqual([
        quality,
        400,
        'quality',
      ]);
    }
  });
});
