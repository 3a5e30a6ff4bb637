import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SellerReportRow } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegisterUserHandler } from '../../identity/register-user/register-user.handler.js';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import { downloadSellerReport, MB } from '../../../test/report-stream-fixtures.js';
import { SellerReportSource } from './seller-report.source.js';

const ROWS = 100_000;

// The live heap, measured after a full collection: heapUsed alone counts garbage not yet
// collected, which on a busy machine read 31 MB for a stream that holds a few chunks at a time.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

/** An in-memory source: each row made when the writer pulls it, ~250 bytes of CSV apiece. */
async function* generated(): AsyncGenerator<SellerReportRow> {
  for (let i = 0; i < ROWS; i++)
    yield {
      date: new Date(Date.UTC(2030, 0, 1) + i * 1000).toISOString(),
      invoice: i + 1,
      lot_id: `lot-${String(i).padStart(8, '0')}`,
      lot: `Rough ${i}, "Sawable" crystal lot with a long description to fill the line up ${'x'.repeat(80)}`,
      buyer: `Buyer number ${i % 977}`,
      qty: 1,
      unit_price: '1250.00',
      total: '1250.00',
    };
}

/** Issue 17: a report of 100,000 rows is streamed, not gathered, and the server keeps answering. */
describe('A seller report of 100,000 rows', () => {
  let h: Harness;
  let token = '';

  beforeAll(async () => {
    h = await startHarness();
    await h.app.get(RegisterUserHandler).register({
      email: 'big@reports.test',
      password: 'seller-pass-123',
      first_name: 'Big',
      last_name: 'Seller',
      phone: null,
      country: 'BE',
      termcheck: true,
      role: 'seller',
    });
    token = (await h.post('user/login', { email: 'big@reports.test', password: 'seller-pass-123' }))
      .body.data.responseData.token;
    vi.spyOn(h.app.get(SellerReportSource), 'rows').mockImplementation(() => generated());
  });
  afterAll(async () => h?.close());

  const download = () => downloadSellerReport(h.baseUrl, token, { type: 'sales' });

  it('streams every row while /api/health keeps answering and the heap stays flat', async () => {
    const heapBefore = liveHeap();
    let heapPeak = heapBefore;
    const res = await download();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let lines = 0;
    let bytes = 0;
    let healthAnswers = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Count records, not keep them: the test must not be what holds the report.
      for (const byte of value) if (byte === 10) lines++;
      if (++chunks % 50 === 0) {
        const ok = await fetch(`${h.baseUrl}/api/health`);
        expect(ok.status).toBe(200);
        healthAnswers++;
      }
      if (chunks % 200 === 0) heapPeak = Math.max(heapPeak, liveHeap());
    }
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(20 * MB);
    // Answered mid-stream: the writer yields between chunks of 500 rows, so the server is never
    // held by the report (answered only after it, there would be no answer during the loop).
    expect(healthAnswers).toBeGreaterThan(5);
    // Gathering the report would hold its 20+ MB of text and 100,000 row objects at once.
    expect((heapPeak - heapBefore) / MB).toBeLessThan(20);
  });

  it('refuses the whole report as JSON (export) past its size bound, pointing to the download', async () => {
    const r = await h.post('seller/report/export', { type: 'sales' }, token);
    expect(r.status).toBe(413);
    expect(r.body.data.code).toBe('report.too-large');
  });
});
