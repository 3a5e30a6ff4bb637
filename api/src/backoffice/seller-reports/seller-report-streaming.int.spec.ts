import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SellerReportRow } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RegisterUserHandler } from '../../identity/register-user/register-user.handler.js';
import { type Harness, startHarness } from '../../../test/http-harness.js';
import { downloadSellerReport, MB } from '../../../test/report-stream-fixtures.js';
import { SellerReportSource } from './seller-report.source.js';

const ROWS = 100_000;

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
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const res = await download();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let lines = 0;
    let bytes = 0;
    const health: number[] = [];
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Count records, not keep them: the test must not be what holds the report.
      for (const byte of value) if (byte === 10) lines++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      if (++chunks % 50 === 0) {
        const t0 = performance.now();
        const ok = await fetch(`${h.baseUrl}/api/health`);
        expect(ok.status).toBe(200);
        health.push(performance.now() - t0);
      }
    }
    loop.disable();
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(20 * MB);
    // Answered mid-stream, and promptly: the writer yields between chunks of 500 rows.
    expect(health.length).toBeGreaterThan(5);
    expect(Math.max(...health)).toBeLessThan(1_000);
    expect(loop.max / 1e6).toBeLessThan(500);
    // Gathering the report would hold its 20+ MB of text and 100,000 row objects at once.
    expect((heapPeak - heapBefore) / MB).toBeLessThan(20);
  });

  it('refuses the whole report as JSON (export) past its size bound, pointing to the download', async () => {
    const r = await h.post('seller/report/export', { type: 'sales' }, token);
    expect(r.status).toBe(413);
    expect(r.body.data.code).toBe('report.too-large');
  });
});
