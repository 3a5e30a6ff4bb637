import { readModelNamespaces as NS } from '@facet/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import {
  caughtUpReadModels,
  downloadSellerReport,
  MB,
  readStreamedReport,
  registerManySeller,
} from '../../../test/report-stream-fixtures.js';
import { reportDate } from './report-cells.js';

const LOTS = 20_000;
const BIDS = 4;
const ROWS = LOTS * BIDS;
const DAY0 = Date.UTC(2030, 0, 1);
/** Lot n was listed n minutes into 2030; its bid k came k seconds later. */
const listedAt = (n: number) => new Date(DAY0 + n * 60_000).toISOString();
const bidAt = (n: number, k: number) => new Date(DAY0 + n * 60_000 + k * 1_000).toISOString();
const lotId = (n: number) => `lot-${String(n).padStart(8, '0')}`;
const title = (n: number) => `Rough ${n}, crystal lot with a long description ${'x'.repeat(160)}`;

/**
 * A seller's lots with a few bids each, written straight into the read models the way the runner
 * writes them (one commit, each checkpoint left where it is), last listed first so that only the
 * index's order can put lot 1 first.
 */
async function writeLots(h: Harness, sellerId: string, from: number, to: number): Promise<void> {
  const store = await caughtUpReadModels(h);
  const cards = [];
  const rows = [];
  const index = [];
  for (let n = to; n >= from; n--) {
    const id = lotId(n);
    cards.push({
      id,
      doc: { id, sellerId, title: title(n), date_added: listedAt(n), revision: BIDS },
    });
    index.push({ id: `${sellerId}/${id}`, doc: { lotId: id, listedAt: listedAt(n) } });
    for (let k = 1; k <= BIDS; k++)
      rows.push({
        id: `${id}/r${String(k).padStart(10, '0')}`,
        doc: {
          id: `${id}-${k}`,
          bidId: `bid-${n}-${k}`,
          user_id: `buyer-${(n + k) % 977}`,
          proposed_amount: 1000_00 + k * 50_00,
          created_at: bidAt(n, k),
          automatic: false,
          kind: 'hard',
          revision: k,
        },
      });
  }
  const commit = async (ns: string, writes: { id: string; doc: object }[]) => {
    const cp = await store.readCheckpoint(ns);
    expect(cp).toBeDefined();
    return { ns, writes, expected: cp, checkpoint: cp! };
  };
  await store.commit([
    await commit(NS.card, cards),
    await commit(NS.history, rows),
    await commit(NS.sellerLotIndex, index),
  ]);
}

/**
 * Issue 17: the bids report reads a page of the seller's lot index, and that page's lots and bid
 * histories, at a time: 20,000 lots with 4 bids each sit in the real read models.
 */
describe('A bids report over 20,000 lots in the read models', () => {
  let h: Harness;
  let token = '';
  let admin = '';

  beforeAll(async () => {
    h = await startHarness();
    const seller = await registerManySeller(h, 'lots@reports.test', 'Lots');
    const other = await registerManySeller(h, 'other@reports.test', 'Lots');
    token = (
      await h.post('user/login', { email: 'lots@reports.test', password: 'seller-pass-123' })
    ).body.data.responseData.token;
    admin = (await h.post('user/login', { email: 'admin@facet.test', password: 'admin-pass-123' }))
      .body.data.responseData.token;
    await writeLots(h, seller.userId, 1, LOTS);
    // Another seller's two lots, listed first: the seller never sees them, an admin does.
    await writeLots(h, other.userId, LOTS + 1, LOTS + 2);
  }, 120_000);
  afterAll(async () => h?.close());

  const download = (as: string) => downloadSellerReport(h.baseUrl, as, { type: 'bids' });

  it("downloads every bid on the seller's lots, first listed lot first, the server answering /api/health mid-stream", async () => {
    const { status, lines, chunks, head, tail, healthMidStream, heapBefore, heapPeak } =
      await readStreamedReport(h.baseUrl, () => download(token));
    expect(status).toBe(200);
    expect(lines).toBe(ROWS + 1);
    expect(chunks).toBeGreaterThan(20);
    expect(healthMidStream).toBe(true);
    const [header, first] = head.split('\r\n');
    expect(header).toBe('date,lot_id,lot,bidder,amount,kind,retracted');
    expect(first).toBe(
      `${reportDate(bidAt(1, 1))},${lotId(1)},"${title(1)}",buyer-2,"$1,050.00",hard,no`,
    );
    const last = tail.trimEnd().split('\r\n').at(-1);
    expect(last).toBe(
      `${reportDate(bidAt(LOTS, BIDS))},${lotId(LOTS)},"${title(LOTS)}",buyer-${(LOTS + BIDS) % 977},"$1,200.00",hard,no`,
    );
    // The report is 20+ MB over 20,000 lots; the server holds a page of lots and their histories.
    expect(heapPeak).toBeGreaterThan(heapBefore);
    expect((heapPeak - heapBefore) / MB).toBeLessThan(10);
  }, 120_000);

  it("gives an admin every seller's bids, seller by seller", async () => {
    const csv = await (await download(admin)).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 2 * BIDS + 1);
    const others = lines.filter((l) => l.includes(lotId(LOTS + 1)) || l.includes(lotId(LOTS + 2)));
    expect(others).toHaveLength(2 * BIDS);
    // One seller's rows follow each other: the other seller's eight are together.
    const at = lines.indexOf(others[0]!);
    expect(lines.slice(at, at + 2 * BIDS)).toEqual(others);
  }, 120_000);
});
