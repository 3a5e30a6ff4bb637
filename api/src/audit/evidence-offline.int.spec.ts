import Database from 'better-sqlite3';
import type { AuditPublicKey, BidReceipt, EvidenceExport } from '@facet/event-schemas';
import { verifyEvidence } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, type Buyer, newLot } from '../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness } from '../../test/http-harness.js';
import { AuditCheckpointer } from './checkpoints/audit-checkpointer.js';

/**
 * Issue 18, "Done when", end to end: what the api exports, the offline verifier checks with the
 * key from the well-known route alone; a byte changed in the store is named; a bid receipt from
 * `bid/confirm` verifies against the export, and the same receipt with another amount does not.
 */
describe('Evidence from the running marketplace, checked offline', () => {
  let h: Harness;
  let lot: string;
  let ann: Buyer;
  let ben: Buyer;
  let key: AuditPublicKey;
  const receipts: BidReceipt[] = [];

  const exported = async (): Promise<EvidenceExport> => {
    const res = await fetch(`${h.baseUrl}/api/audit/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken(h.post)}`,
      },
      body: JSON.stringify({ lot_id: lot }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as EvidenceExport;
  };
  const bid = async (who: Buyer, wsprice: number) => {
    const r = await h.post('bid/confirm', { id: lot, wsprice, bidding_type: 'proxy' }, who.token);
    expect(r.status).toBe(200);
    receipts.push(r.body.data.responseData.receipt as BidReceipt);
  };

  beforeAll(async () => {
    h = await startHarness();
    const res = await fetch(`${h.baseUrl}/.well-known/facet-audit-key`);
    key = ((await res.json()) as { data: { responseData: AuditPublicKey } }).data.responseData;
    lot = await newLot(h, await adminToken(h.post), {
      title: 'Evidence rough',
      pricing: 'per_carat',
      weight: '2.00',
      sprice: 500,
    });
    ann = await signUp(h, 'Ann', 'ann@evidence.test');
    ben = await signUp(h, 'Ben', 'ben@evidence.test');
    await bid(ann, 800);
    await bid(ben, 600);
    await bid(ben, 900);
    await h.app.get(AuditCheckpointer).checkpoint();
  });
  afterAll(() => h?.close());

  it("says verified, with the counts, on the lot's export and the well-known key", async () => {
    const result = verifyEvidence(await exported(), { trustedKey: key.publicKey, receipts });
    expect(result).toMatchObject({
      ok: true,
      counts: { streams: 1, receipts: 3, keyId: key.keyId },
      warnings: [],
    });
    if (result.ok) expect(result.counts.checkpoints).toBeGreaterThan(0);
  });

  it('refuses a receipt whose amount was altered', async () => {
    const altered = { ...receipts[0]!, payload: { ...receipts[0]!.payload, amount: 1 } };
    const result = verifyEvidence(await exported(), {
      trustedKey: key.publicKey,
      receipts: [altered],
    });
    expect(result).toMatchObject({ ok: false, failure: { subject: 'receipt' } });
  });

  it('names the event whose data changed by one byte in the store', async () => {
    const db = new Database(`${h.dataDir}/facet.sqlite`);
    const row = db
      .prepare('SELECT id, body FROM events WHERE stream = ? AND body LIKE ? LIMIT 1')
      .get(`lot-${lot}`, '%"maximum":80000%') as { id: string; body: string };
    expect(row.body).toContain('"maximum":80000');
    db.prepare('UPDATE events SET body = ? WHERE id = ?').run(
      row.body.replace('"maximum":80000', '"maximum":80001'),
      row.id,
    );
    db.close();
    const result = verifyEvidence(await exported(), { trustedKey: key.publicKey });
    expect(result).toMatchObject({
      ok: false,
      failure: { subject: 'event', event: { id: row.id, type: 'ProxyBidPlaced' } },
    });
    if (!result.ok) expect(result.failure.reason).toMatch(/hash does not match/);
  });
});
