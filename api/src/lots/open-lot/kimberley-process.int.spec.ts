import { WDC_WARRANTY_STATEMENT } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotScheduler } from '../../scheduler/lot-scheduler.js';
import { lotCard, passTheClose, waitUntilOpen } from '../../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../../test/backoffice-fixtures.js';
import { type Harness, HOUR, iso, signUp, waitFor } from '../../../test/http-harness.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';

const REFUSED =
  'A rough lot cannot open without its Kimberley Process certificate number, country of origin and exporting authority';
const PAPERS = {
  kp_certificate: 'BW-2026-004512',
  kp_origin_country: 'bw',
  kp_exporting_authority: 'Government Diamond Valuator, Botswana',
};

/** Issue 30, KP-1 and the System of Warranties, over HTTP on the embedded store. */
describe('A rough lot under the Kimberley Process', () => {
  let h: Harness;
  let admin: string;
  let buyer: { token: string; id: string };
  let lotId: string;
  let form: Record<string, unknown>;

  const save = (body: Record<string, unknown>) =>
    h.post('seller/product/projectAction', body, admin);
  const bid = () =>
    h.post('bid/confirm', { id: lotId, wsprice: 1_000, bidding_type: 'hard' }, buyer.token);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    buyer = await signUp(h, 'Kira', 'kira@kp.test');
    const now = h.clock.now().getTime();
    form = {
      title: '4.07 ct rough, Type IIa',
      desc_proc: '<p>rough</p>',
      pricing: 'per_carat',
      weight: '4.07',
      total_stones: 1,
      sprice: 1_000,
      categoryTypeId: 'rough',
      date_added: iso(now - 1_000),
      date_closed: iso(now + HOUR),
    };
    lotId = (await save({ action: 'new', ...form })).body.data.responseData.id as string;
  });
  afterAll(async () => h?.close());

  it('does not open without its certificate, and a bid is refused saying why', async () => {
    await h.app.get(LotScheduler).runDue();
    expect((await h.app.get(LotCommandBus).load(lotId)).phase).toBe('scheduled');
    const r = await bid();
    expect(r.status).toBe(422);
    expect(r.body.data.message).toBe(REFUSED);
  });

  it('refuses an origin that is not a country', async () => {
    const r = await save({
      action: 'edit',
      id: lotId,
      ...form,
      ...PAPERS,
      kp_origin_country: 'XQ',
    });
    expect(r.status).toBe(400);
    expect(r.body.data.message).toBe('Choose a country');
  });

  it('opens once the papers are given, and shows them to buyers', async () => {
    expect((await save({ action: 'edit', id: lotId, ...form, ...PAPERS })).status).toBe(200);
    await waitUntilOpen(h, lotId);
    await waitFor(async () => (await lotCard(h, lotId, buyer.token))?.kimberley_process != null);
    expect((await lotCard(h, lotId, buyer.token)).kimberley_process).toEqual({
      certificate: 'BW-2026-004512',
      origin_country: 'BW',
      exporting_authority: 'Government Diamond Valuator, Botswana',
    });
  });

  it("carries the WDC warranty statement and the certificate on the winner's invoice", async () => {
    expect((await bid()).status).toBe(200);
    await passTheClose(h);
    await waitFor(async () => (await lotCard(h, lotId, buyer.token))?.common_invoice != null);
    const id = (await lotCard(h, lotId, buyer.token)).common_invoice as string;
    await waitFor(
      async () => (await h.post('invoice/invoice', { id }, buyer.token)).status === 200,
    );
    const invoice = (await h.post('invoice/invoice', { id }, buyer.token)).body.data.responseData;
    expect(invoice.invoiceItems[0]).toMatchObject({
      project_id: lotId,
      kp_certificate: 'BW-2026-004512',
    });
    expect(invoice.warranty_statement).toBe(WDC_WARRANTY_STATEMENT);
    expect(WDC_WARRANTY_STATEMENT).toContain('confirms adherence to the WDC SoW Guidelines.');
  });
});
