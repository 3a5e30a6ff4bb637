import type { SellerInvoiceIndexEntry } from '@facet/projections';
import { invoiceDocOf, readModelNamespaces as NS } from '@facet/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import {
  caughtUpReadModels,
  downloadSellerReport,
  MB,
  readStreamedReport,
  registerManySeller,
} from '../../../test/report-stream-fixtures.js';
import { csvLine } from './csv.rules.js';
import { reportDate } from './report-cells.js';

const ROWS = 100_000;
const DAY0 = Date.UTC(2030, 0, 1);
/** Invoice n was raised n minutes into 2030: numbers and dates rise together. */
const atOf = (n: number) => new Date(DAY0 + n * 60_000).toISOString();

/**
 * The invoices of one seller, written straight into the read models the way the runner writes
 * them (one commit, the checkpoint left where it is), newest first so that only the index's
 * order can put number 1 first.
 */
async function writeInvoices(h: Harness, sellerId: string): Promise<void> {
  const store = await caughtUpReadModels(h);
  const invoices = [];
  const index: { id: string; doc: SellerInvoiceIndexEntry }[] = [];
  for (let n = ROWS; n >= 1; n--) {
    const invoiceId = `inv-${n}`;
    const doc = invoiceDocOf({
      invoiceId,
      number: n,
      buyerId: `buyer-${n % 977}`,
      sellerId,
      items: [
        {
          lotId: `lot-${String(n).padStart(8, '0')}`,
          title: `Rough ${n}, "Sawable" crystal lot with a long description ${'x'.repeat(80)}`,
          qty: 1,
          pricing: 'per_item',
          unitPrice: 1250_00,
          weight: 100,
          total: 1250_00,
        },
      ],
      buyersPremium: 0,
      depositApplied: 0,
      tax: 0,
      source: 'close',
      at: atOf(n),
    });
    invoices.push({ id: invoiceId, doc });
    index.push({ id: `${sellerId}/${invoiceId}`, doc: { invoiceId, number: n, at: atOf(n) } });
  }
  const cp = await store.readCheckpoint(NS.invoice);
  expect(cp).toBeDefined();
  expect(await store.readCheckpoint(NS.sellerInvoiceIndex)).toBe(cp);
  await store.commit([
    { ns: NS.invoice, writes: invoices, expected: cp, checkpoint: cp! },
    { ns: NS.sellerInvoiceIndex, writes: index, expected: cp, checkpoint: cp! },
  ]);
}

/**
 * Issue 17: reports read the read models a page at a time. 100,000 invoices sit in the real read
 * models (no stand-in source), and the report is read over HTTP.
 */
describe('A seller report over 100,000 invoices in the read models', () => {
  let h: Harness;
  let token = '';

  beforeAll(async () => {
    h = await startHarness();
    const seller = await registerManySeller(h, 'many@reports.test', 'Invoices');
    token = (
      await h.post('user/login', { email: 'many@reports.test', password: 'seller-pass-123' })
    ).body.data.responseData.token;
    await writeInvoices(h, seller.userId);
  }, 120_000);
  afterAll(async () => h?.close());

  const download = (body: object) => downloadSellerReport(h.baseUrl, token, body);

  it('downloads every row in number order, the server answering /api/health mid-stream', async () => {
    const { status, lines, chunks, head, tail, healthMidStream, heapBefore, heapPeak } =
      await readStreamedReport(h.baseUrl, () => download({ type: 'sales' }));
    expect(status).toBe(200);
    expect(lines).toBe(ROWS + 1);
    expect(chunks).toBeGreaterThan(20);
    expect(healthMidStream).toBe(true);
    const [header, first] = head.split('\r\n');
    expect(header).toBe('date,invoice,lot_id,lot,buyer,qty,unit_price,total');
    expect(first).toBe(
      `${reportDate(atOf(1))},1,lot-00000001,"Rough 1, ""Sawable"" crystal lot with a long description ${'x'.repeat(80)}",buyer-1,1,"$1,250.00","$1,250.00"`,
    );
    const last = tail.trimEnd().split('\r\n').at(-1);
    expect(last?.startsWith(`${reportDate(atOf(ROWS))},${ROWS},lot-00100000,`)).toBe(true);
    // The report is 25+ MB of text over 100,000 invoices; the server holds a page of them. What
    // stays after a collection mid-stream is that page and the stream's buffers, a few MB.
    expect(heapPeak).toBeGreaterThan(heapBefore);
    expect((heapPeak - heapBefore) / MB).toBeLessThan(10);
  }, 120_000);

  it.each(['sales', 'invoices'])(
    'shows on screen, page by page, the same %s rows as it downloads and exports for a date range',
    async (type) => {
      // Invoices 40,001 to 40,299: a range deep inside the seller's index, on three screens.
      const filter = { type, from: atOf(40_001), to: atOf(40_300) };
      const shown: Record<string, unknown>[] = [];
      let columns: string[] = [];
      for (let page = 1; ; page++) {
        const r = await h.post('seller/report/display', { ...filter, limit: 100, page }, token);
        expect(r.status).toBe(200);
        const data = r.body.data.responseData;
        columns = data.columns;
        expect(data.totalRecords).toBe(299);
        shown.push(...data.records);
        if (data.records.length < 100) break;
      }
      expect(shown).toHaveLength(299);
      expect(shown[0]).toMatchObject({ invoice: 40_001, date: reportDate(atOf(40_001)) });
      expect(shown.at(-1)).toMatchObject({ invoice: 40_299 });
      const csv = await (await download(filter)).text();
      const asCsv =
        csvLine(columns) +
        shown.map((row) => csvLine(columns.map((c) => row[c] as string))).join('');
      expect(csv).toBe(asCsv);
      const exported = await h.post('seller/report/export', filter, token);
      expect(exported.body.data.responseData.records).toBe(csv);
    },
    60_000,
  );
});
