import Database from 'better-sqlite3';
import type { AuditPublicKey, BidReceipt, EvidenceExport } from '@facet/event-schemas';
import { describeEvidenceResult, verifyEvidence } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotWithTwoBidders } from '../../test/bidding-fixtures.js';
import { auditKey } from '../../test/audit-key.js';
import { roughLotForm } from '../../test/backoffice-fixtures.js';
import {
  adminToken,
  type Buyer,
  HOUR,
  iso,
  MINUTE,
  storedEvents,
  waitUntilOpen,
  winTwoLotsAtTheClose,
} from '../../test/commerce-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
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

  const exportOf = async (scope: { lot_id: string } | { auction_id: string }) => {
    const res = await fetch(`${h.baseUrl}/api/audit/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken(h.post)}`,
      },
      body: JSON.stringify(scope),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as EvidenceExport;
  };
  const exported = () => exportOf({ lot_id: lot });
  const bid = async (who: Buyer, wsprice: number) => {
    const r = await h.post('bid/confirm', { id: lot, wsprice, bidding_type: 'proxy' }, who.token);
    expect(r.status).toBe(200);
    receipts.push(r.body.data.responseData.receipt as BidReceipt);
  };

  beforeAll(async () => {
    h = await startHarness();
    key = await auditKey(h);
    ({ lot, ann, ben } = await lotWithTwoBidders(
      h,
      await adminToken(h.post),
      { title: 'Evidence rough', weight: '2.00', sprice: 500 },
      'evidence.test',
    ));
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

  describe("an auction's export: the auction's stream and each of its lots' streams", () => {
    let auction: string;
    const lots: string[] = [];
    const streamsOf = (evidence: EvidenceExport) => new Set(evidence.events.map((e) => e.stream));

    beforeAll(async () => {
      const admin = await adminToken(h.post);
      const now = h.clock.now().getTime();
      const created = await h.post(
        'seller/auction/auctionAction',
        {
          action: 'new',
          title: 'Evidence sale',
          description: 'Two lots',
          date_added: iso(now - MINUTE),
          date_closed: iso(now + 24 * HOUR),
        },
        admin,
      );
      auction = created.body.data.responseData.id as string;
      for (const title of ['Evidence melee', 'Evidence crystal']) {
        const r = await h.post(
          'seller/product/projectAction',
          roughLotForm(now, {
            auctionid: auction,
            title,
            auctiontype: 'standard',
            auction: 1,
            pricing: 'per_item',
          }),
          admin,
        );
        lots.push(r.body.data.responseData.id as string);
      }
      for (const id of lots) await waitUntilOpen(h, id);
      for (const [who, wsprice] of [
        [ann, 300],
        [ben, 400],
      ] as const) {
        const r = await h.post(
          'bid/confirm',
          { id: lots[0], wsprice, bidding_type: 'proxy' },
          who.token,
        );
        expect(r.status).toBe(200);
      }
      await h.app.get(AuditCheckpointer).checkpoint();
      // The lots of an auction are found through the catalogue, which may lag a moment.
      await waitFor(async () => streamsOf(await exportOf({ auction_id: auction })).size === 3);
    });

    it('says verified, with the counts of every stream, under the well-known key', async () => {
      const evidence = await exportOf({ auction_id: auction });
      expect([...streamsOf(evidence)].sort()).toEqual(
        [`auction-${auction}`, ...lots.map((id) => `lot-${id}`)].sort(),
      );
      const result = verifyEvidence(evidence, { trustedKey: key.publicKey });
      expect(result).toMatchObject({
        ok: true,
        counts: { events: evidence.events.length, streams: 3, keyId: key.keyId },
        warnings: [],
      });
    });

    it("names the one lot's event whose data changed by one byte in the store", async () => {
      const db = new Database(`${h.dataDir}/facet.sqlite`);
      const row = db
        .prepare('SELECT id, body FROM events WHERE stream = ? AND body LIKE ? LIMIT 1')
        .get(`lot-${lots[0]}`, '%"maximum":40000%') as { id: string; body: string };
      db.prepare('UPDATE events SET body = ? WHERE id = ?').run(
        row.body.replace('"maximum":40000', '"maximum":40001'),
        row.id,
      );
      db.close();
      const result = verifyEvidence(await exportOf({ auction_id: auction }), {
        trustedKey: key.publicKey,
      });
      expect(result).toMatchObject({
        ok: false,
        failure: {
          subject: 'event',
          event: { id: row.id, stream: `lot-${lots[0]}`, type: 'ProxyBidPlaced' },
        },
      });
      if (!result.ok) expect(result.failure.reason).toMatch(/hash does not match/);
    });
  });
});

/**
 * Issue 25, the auditor's money trail: a sold lot's export carries the money streams its sale went
 * through (the invoice, the buyer's ledger with the deposit and its application), each checked
 * offline like the lot's own; one byte changed in a ledger event of the file is named.
 */
describe("A sold lot's evidence, with its money streams, checked offline", () => {
  let h: Harness;
  let key: AuditPublicKey;
  let cy: Buyer;
  let deposited: string;
  let evidence: EvidenceExport;

  beforeAll(async () => {
    h = await startHarness();
    key = await auditKey(h);
    const admin = await adminToken(h.post);
    cy = await signUp(h, 'Cy', 'cy@evidence.test');
    [deposited] = await winTwoLotsAtTheClose(h, admin, cy, {
      deposited: { title: 'Trail rough', pricing: 'per_item', qty: 1, sprice: 300 },
      ringTitle: 'Trail ring',
      creditNote: 'Trail credit',
      depositNote: 'Trail deposit',
    });
    // The close raises the invoice; the deposit is applied to it by a ledger entry.
    await waitFor(async () => (await storedEvents(h, 'InvoiceRaised')).length === 2);
    await waitFor(async () =>
      (await storedEvents(h, 'LedgerEntryRecorded')).some(
        (e) => e.data.reason === 'deposit-applied',
      ),
    );
    await h.app.get(AuditCheckpointer).checkpoint();
    const exported = await fetch(`${h.baseUrl}/api/audit/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ lot_id: deposited }),
    });
    expect(exported.status).toBe(200);
    evidence = (await exported.json()) as EvidenceExport;
  });
  afterAll(() => h?.close());

  it("holds the lot's invoice and the buyer's whole ledger, and verifies under the key", async () => {
    const invoice = (await storedEvents(h, 'InvoiceRaised')).find((e) =>
      e.data.items.some((i) => i.lotId === deposited),
    )!;
    const streams = new Set(evidence.events.map((e) => e.stream));
    expect([...streams].sort()).toEqual(
      [`lot-${deposited}`, `invoice-${invoice.data.invoiceId}`, `ledger-${cy.id}`].sort(),
    );
    const ledger = evidence.events.filter((e) => e.stream === `ledger-${cy.id}`);
    expect(ledger.map((e) => (e.data as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['money-received', 'deposit-held', 'deposit-applied']),
    );
    const result = verifyEvidence(evidence, { trustedKey: key.publicKey });
    expect(result).toMatchObject({ ok: true, counts: { streams: 3, keyId: key.keyId } });
    if (result.ok) expect(evidence.proofs.map((p) => p.head.stream)).toContain(`ledger-${cy.id}`);
  });

  it('names the ledger entry (stream, revision, id) when one byte of it changes in the file', () => {
    const entry = evidence.events.find(
      (e) =>
        e.stream === `ledger-${cy.id}` && (e.data as { note: string }).note === 'Trail deposit',
    )!;
    const altered = structuredClone(evidence);
    // 't' -> 'T': one byte of the entry's note, as a hand editing the saved file would.
    (altered.events.find((e) => e.id === entry.id)!.data as { note: string }).note =
      'Trail deposiT';
    const result = verifyEvidence(altered, { trustedKey: key.publicKey });
    expect(result).toMatchObject({
      ok: false,
      failure: {
        subject: 'event',
        event: { id: entry.id, stream: `ledger-${cy.id}`, revision: entry.revision },
      },
    });
    if (!result.ok) {
      expect(result.failure.reason).toMatch(/hash does not match/);
      expect(describeEvidenceResult(result)).toContain(
        `stream ledger-${cy.id}, revision ${entry.revision}, LedgerEntryRecorded`,
      );
    }
  });
});
