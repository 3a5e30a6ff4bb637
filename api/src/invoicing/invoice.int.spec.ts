import type { EventData, LotSold } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import {
  balancesOf,
  type Buyer,
  lotCard,
  storedEvents,
  winTwoLotsAtTheClose,
} from '../../test/commerce-fixtures.js';
import { startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Harness, signUp, waitFor } from '../../test/http-harness.js';
import { trialBalance } from '../ledger/domain/index.js';
import { LotSoldInvoicer } from './process-managers/lot-sold-invoicer.process-manager.js';
import { RaiseInvoiceHandler } from './raise-invoice/raise-invoice.handler.js';

/** Issue 16, the winner's invoice: raised once at the close, the deposit applied, numbered 1, 2. */
describe("The winner's invoice at the close, over HTTP", () => {
  let h: Harness;
  let admin: string;
  let buyer: Buyer;
  let other: Buyer;
  let sapphire: string;
  let ring: string;

  const card = (id: string, token: string) => lotCard(h, id, token);
  const invoice = (id: string, token: string) => h.post('invoice/invoice', { id }, token);
  const events = (type: string) => storedEvents(h, type);

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin({ schedulerTickMs: 50 }));
    buyer = await signUp(h, 'Wanda', 'wanda@invoice.test');
    other = await signUp(h, 'Olga', 'olga@invoice.test');
    [sapphire, ring] = await winTwoLotsAtTheClose(h, admin, buyer, {
      deposited: {
        title: 'Sapphire 1.20 ct',
        pricing: 'per_carat',
        weight: '1.20',
        // A lone bidder wins at the starting price: $1,000 per carat.
        sprice: 1_000,
      },
      ringTitle: 'Gold ring',
      creditNote: 'Bank transfer 88',
      depositNote: 'Bid Deposit - Sapphire',
    });
  });
  afterAll(async () => h?.close());

  it('shows the won lot with its common_invoice in product/search', async () => {
    await waitFor(async () => (await card(sapphire, buyer.token))?.common_invoice != null);
    const won = await card(sapphire, buyer.token);
    expect(won).toMatchObject({ market_status: 'sold', bidtopstatus: 'won' });
    await waitFor(async () => (await invoice(won.common_invoice, buyer.token)).status === 200);
  });

  it('applies the $200 deposit: $1,200 for 1.20 ct at $1,000, $1,000 due, partly paid', async () => {
    const id = (await card(sapphire, buyer.token)).common_invoice;
    const r = await invoice(id, buyer.token);
    expect(r.body.data.responseData).toMatchObject({
      id,
      buyer_id: buyer.id,
      invoiceItems: [
        {
          project_id: sapphire,
          title: 'Sapphire 1.20 ct',
          qty: 1,
          pricing: 'per_carat',
          unit_price: 1_000,
          weight: 1.2,
          total: 1_200,
        },
      ],
      buyers_premium: 0,
      total: 1_200,
      deposit_applied: 200,
      balance_due: 1_000,
      status: 'partly paid',
    });
  });

  it('numbers the two invoices of the two lots sold 1 and 2, with no deposit on the ring', async () => {
    await waitFor(async () => (await card(ring, buyer.token))?.common_invoice != null);
    const ids = [
      (await card(sapphire, buyer.token)).common_invoice,
      (await card(ring, buyer.token)).common_invoice,
    ];
    await waitFor(async () => (await invoice(ids[1], buyer.token)).status === 200);
    const [a, b] = await Promise.all(
      ids.map(async (id) => (await invoice(id, buyer.token)).body.data.responseData),
    );
    expect([a.number, b.number].sort()).toEqual([1, 2]);
    expect(b).toMatchObject({ total: 60, deposit_applied: 0, balance_due: 60, status: 'unpaid' });
    await waitFor(
      async () =>
        (await h.post('invoice/allinvoices', { page: 1, limit: 10 }, buyer.token)).body.data
          .responseData.totalRecords === 2,
    );
    const list = await h.post('invoice/allinvoices', { page: 1, limit: 10 }, buyer.token);
    expect(list.body.data.responseData).toMatchObject({
      totalRecords: 2,
      setDisp: 'Showing 2 of 2',
    });
  });

  it("refuses another buyer the invoice (403) and lists none of the winner's for them", async () => {
    const id = (await card(sapphire, buyer.token)).common_invoice;
    const r = await invoice(id, other.token);
    expect([r.status, r.body.data.code]).toEqual([403, 'invoice.forbidden']);
    expect((await invoice(id, admin)).status).toBe(200);
    const list = await h.post('invoice/allinvoices', {}, other.token);
    expect(list.body.data.responseData.totalRecords).toBe(0);
  });

  it('raises nothing more when the close, the invoicer and the raise run again', async () => {
    await waitFor(async () => (await events('InvoiceRaised')).length === 2);
    h.clock.advance(60_000);
    await h.app.get(LotScheduler).runDue();
    const invoicer = h.app.get(LotSoldInvoicer);
    await invoicer.stop();
    await invoicer.start();
    for (const sold of await events('LotSold'))
      await h.app.get(RaiseInvoiceHandler).raise(sold.data as EventData<typeof LotSold>);
    expect(await events('InvoiceRaised')).toHaveLength(2);
    expect((await events('InvoiceNumberAssigned')).map((e) => e.data)).toMatchObject([
      { number: 1 },
      { number: 2 },
    ]);
  });

  it('moves the deposit in one entry and the ledger still sums to zero', async () => {
    const entries = await events('LedgerEntryRecorded');
    const reasons = entries.map((e) => (e.data as { reason: string }).reason);
    expect(reasons).toEqual(['money-received', 'deposit-held', 'deposit-applied']);
    const balances = balancesOf(entries);
    expect(trialBalance(balances)).toBe(0);
    expect(balances[`deposits-held:${buyer.id}`] ?? 0).toBe(0);
    expect(balances['wallet:' + buyer.id]).toBe(-300_00);
  });
});
