import {
  type LotCardDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { lotCard, passTheClose, waitUntilOpen } from '../../../test/commerce-fixtures.js';
import { newSeller, roughLotForm, startAsAdmin } from '../../../test/backoffice-fixtures.js';
import {
  type Harness,
  HOUR,
  MINUTE,
  responseData,
  signUp,
  waitFor,
} from '../../../test/http-harness.js';
import { reportDate } from './report-cells.js';

/** Issue 30: the admin's Kimberley Process report, per period, over HTTP on the embedded store. */
describe("The admin's Kimberley Process report", () => {
  let h: Harness;
  let admin: string;
  let seller: { token: string; id: string };
  let buyer: { token: string; id: string };
  let sold: string;
  let unsold: string;
  let t0: number;
  const report = (from: number, to: number, token = admin) =>
    h.post(
      'seller/report/display',
      { type: 'kimberley', from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      token,
    );

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    seller = await newSeller(h, 'kp-seller@kp.test', { first_name: 'Kgosi', last_name: 'Mine' });
    buyer = await signUp(h, 'Kira', 'kira@kp-report.test');
    t0 = h.clock.now().getTime();
    const lot = async (title: string, kp_certificate: string) =>
      responseData(
        await h.post(
          'seller/product/projectAction',
          roughLotForm(t0, { title, kp_certificate, categoryTypeId: 'rough' }),
          seller.token,
        ),
      ).id as string;
    sold = await lot('Sold rough', 'BW-2026-000111');
    unsold = await lot('Unsold rough', 'BW-2026-000222');
    await waitUntilOpen(h, sold);
    expect(
      (await h.post('bid/confirm', { id: sold, wsprice: 250, bidding_type: 'hard' }, buyer.token))
        .status,
    ).toBe(200);
    await passTheClose(h);
    await waitFor(async () => (await lotCard(h, sold, buyer.token))?.market_status === 'sold');
  });
  afterAll(async () => h?.close());

  it('lists a certificate whose parcel was sold in the period, with the sale, and not one outside it', async () => {
    // The certificates were received at t0, before the period; only the sale falls in it.
    const from = t0 + 30 * MINUTE;
    await waitFor(async () => responseData(await report(from, t0 + 3 * HOUR)).totalRecords === 1);
    const page = responseData(await report(from, t0 + 3 * HOUR));
    expect(page.columns).toEqual([
      'certificate',
      'origin_country',
      'exporting_authority',
      'received',
      'lot_id',
      'lot',
      'seller',
      'buyer',
      'sale_date',
      'amount',
      'weight',
    ]);
    const store = h.app.get<symbol, ReadModelStore>(READ_MODEL_STORE);
    const card = (await store.get<LotCardDoc>(NS.card, sold)) as Required<LotCardDoc>;
    expect(page.records).toEqual([
      {
        certificate: 'BW-2026-000111',
        origin_country: 'BW',
        exporting_authority: 'Government Diamond Valuator, Botswana',
        received: reportDate(card.kp_received_at),
        lot_id: sold,
        lot: 'Sold rough',
        seller: 'Kgosi Mine',
        buyer: 'Kira Buyer',
        sale_date: reportDate(card.sold_at),
        // One bidder pays the opening price.
        amount: '$100.00/ct',
        weight: '1.00 ct',
      },
    ]);
    expect(Date.parse(card.kp_received_at)).toBeLessThan(from);
  });

  it('lists both certificates received in a period that holds their receipt, unsold blank', async () => {
    const page = responseData(await report(t0 - MINUTE, t0 + 10 * MINUTE));
    const rows = page.records.filter((r: { lot_id: string }) => [sold, unsold].includes(r.lot_id));
    expect(rows.map((r: Record<string, string>) => [r.certificate, r.buyer, r.sale_date])).toEqual([
      ['BW-2026-000111', '', ''],
      ['BW-2026-000222', '', ''],
    ]);
  });

  it('is an admin report: a seller is refused', async () => {
    expect((await report(t0 - HOUR, t0 + HOUR, seller.token)).status).toBe(403);
  });
});
