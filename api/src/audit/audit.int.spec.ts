import {
  AUDIT_CHECKPOINT_STREAM,
  type AuditPublicKey,
  type BidReceipt,
  type EvidenceExport,
  lotStream,
  type SignedCheckpoint,
} from '@facet/event-schemas';
import {
  type EventStore,
  publicKeyFromBase64,
  type SigningKey,
  rootFromProof,
  verifyPayload,
} from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotWithTwoBidders } from '../../test/bidding-fixtures.js';
import { type Buyer, createBuyNowLot, newLot } from '../../test/commerce-fixtures.js';
import { type Harness, waitFor } from '../../test/http-harness.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { AuditCheckpointer } from './checkpoints/audit-checkpointer.js';
import { AUDIT_SIGNING_KEY } from './signing-key/audit-signing-key.provider.js';
import { roughLotForm, startAsAdmin } from '../../test/backoffice-fixtures.js';

/** The demo key's public half, as the README prints it. */
const DEMO_KEY = {
  keyId: '9c4de23a889198c1',
  publicKey: 'NadE9tijgUa5TaDeLlRnu+X8uJQdU1UbxeCfrtvToWM=',
};

describe('Audit over HTTP: the key, checkpoints, evidence exports and bid receipts', () => {
  let h: Harness;
  let admin: string;
  let lot: string;
  let ann: Buyer;
  let ben: Buyer;
  let key: AuditPublicKey;
  let receipt: BidReceipt;
  let checkpoint: SignedCheckpoint;
  const store = () => h.app.get<symbol, EventStore>(EVENT_STORE);
  const verifies = (payload: unknown, signature: string) =>
    verifyPayload(publicKeyFromBase64(key.publicKey), payload, signature);
  const confirm = (who: Buyer, wsprice: number, commandId: string) =>
    h.post('bid/confirm', { id: lot, wsprice, bidding_type: 'proxy', commandId }, who.token);
  const exportOf = (body: unknown, token?: string) =>
    fetch(`${h.baseUrl}/api/audit/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    ({ h, admin } = await startAsAdmin());
    ({ lot, ann, ben } = await lotWithTwoBidders(
      h,
      admin,
      { title: 'Audited rough', weight: '1.00', sprice: 200 },
      'audit.test',
    ));
  });
  afterAll(() => h?.close());

  it('serves the public key at /.well-known/facet-audit-key, to anyone, outside /api', async () => {
    const res = await fetch(`${h.baseUrl}/.well-known/facet-audit-key`);
    expect(res.status).toBe(200);
    key = ((await res.json()) as { data: { responseData: AuditPublicKey } }).data.responseData;
    expect(key).toMatchObject({ algorithm: 'Ed25519', ...DEMO_KEY });
    expect(key.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  describe('bid receipts', () => {
    it('answer an accepted bid with a receipt of the recorded event that the well-known key verifies', async () => {
      const r = await confirm(ann, 300, 'a1');
      expect(r.status).toBe(200);
      receipt = r.body.data.responseData.receipt;
      const recorded = (await store().readStream(lotStream(lot))).find(
        (e) => e.id === receipt.payload.eventId,
      );
      expect(receipt.payload).toMatchObject({
        format: 'facet-bid-receipt/1',
        lotId: lot,
        userId: ann.id,
        eventType: 'ProxyBidPlaced',
        stream: lotStream(lot),
        revision: recorded?.revision,
        hash: recorded?.hash,
        maximum: 300_00,
        serverTime: recorded?.metadata.at,
        keyId: DEMO_KEY.keyId,
      });
      expect(verifies(receipt.payload, receipt.signature)).toBe(true);
      expect(verifies({ ...receipt.payload, maximum: 3_000_00 }, receipt.signature)).toBe(false);
    });

    /** The receipt in an answer is the recorded event's, and the well-known key verifies it. */
    const expectSignedReceiptOf = async (
      answer: { status: number; body: any },
      lotId: string,
      who: Buyer,
      expected: { eventType: string; amount: number },
    ) => {
      expect(answer.status).toBe(200);
      const signed = answer.body.data.responseData.receipt as BidReceipt;
      const recorded = (await store().readStream(lotStream(lotId))).find(
        (e) => e.id === signed.payload.eventId,
      );
      expect(recorded?.type).toBe(expected.eventType);
      expect(signed.payload).toMatchObject({
        lotId,
        userId: who.id,
        ...expected,
        revision: recorded?.revision,
        hash: recorded?.hash,
        keyId: DEMO_KEY.keyId,
      });
      expect(verifies(signed.payload, signed.signature)).toBe(true);
      const altered = { ...signed.payload, amount: expected.amount + 1 };
      expect(verifies(altered, signed.signature)).toBe(false);
    };

    it('answer a pre-bid (bid/preBidConfirm) with a signed receipt of its PreBidPlaced', async () => {
      const now = h.clock.now().getTime();
      const created = await h.post(
        'seller/product/projectAction',
        roughLotForm(now, {
          title: 'Pre-bid rough',
          pricing: 'per_item',
          date_added: new Date(now + 60_000).toISOString(),
        }),
        admin,
      );
      const upcoming = created.body.data.responseData.id as string;
      const pre = await h.post('bid/preBidConfirm', { id: upcoming, wsprice: 250 }, ann.token);
      await expectSignedReceiptOf(pre, upcoming, ann, {
        eventType: 'PreBidPlaced',
        amount: 250_00,
      });
    });

    it('answer a sealed offer (makeoffer/addToMakeoffer) with a signed receipt of its SealedOfferPlaced', async () => {
      const sealed = await newLot(h, admin, {
        title: 'Sealed rough',
        pricing: 'per_item',
        auctiontype: 'sealed',
        sprice: 400,
      });
      const offer = await h.post(
        'makeoffer/addToMakeoffer',
        { id: sealed, wsprice: 450 },
        ben.token,
      );
      await expectSignedReceiptOf(offer, sealed, ben, {
        eventType: 'SealedOfferPlaced',
        amount: 450_00,
      });
    });

    it('give a retried bid the very same receipt', async () => {
      expect((await confirm(ann, 300, 'a1')).body.data.responseData.receipt).toEqual(receipt);
    });

    it('hand the bidder their own receipts again, identical, oldest first', async () => {
      expect((await confirm(ben, 500, 'b1')).status).toBe(200);
      const mine = await h.post('bid/receipts', { project_id: lot }, ann.token);
      expect(mine.body.data.responseData.records).toEqual([receipt]);
      const one = await h.post(
        'bid/receipt',
        { bid_id: receipt.payload.bidId, project_id: lot },
        ann.token,
      );
      expect([one.status, one.body.data.responseData]).toEqual([200, receipt]);
      // Without the lot, the bid is looked for on the lots My Bids lists (a read model: may lag).
      await waitFor(
        async () =>
          (await h.post('bid/receipt', { bid_id: receipt.payload.bidId }, ann.token)).status ===
          200,
      );
      const found = await h.post('bid/receipt', { bid_id: receipt.payload.bidId }, ann.token);
      expect(found.body.data.responseData).toEqual(receipt);
    });

    it("answer 404 for another user's bid, as for a bid that does not exist", async () => {
      const bidId = receipt.payload.bidId;
      expect(
        (await h.post('bid/receipt', { bid_id: bidId, project_id: lot }, ben.token)).status,
      ).toBe(404);
      expect((await h.post('bid/receipt', { bid_id: bidId }, ben.token)).status).toBe(404);
      expect(
        (await h.post('bid/receipt', { bid_id: 'nope', project_id: lot }, ann.token)).status,
      ).toBe(404);
      const theirs = await h.post('bid/receipts', { project_id: lot }, ben.token);
      expect(
        theirs.body.data.responseData.records.map((r: BidReceipt) => r.payload.userId),
      ).toEqual([ben.id]);
    });
  });

  describe('checkpoints', () => {
    it('sign the head of the lot after its bids, under the well-known key', async () => {
      checkpoint = (await h.app.get(AuditCheckpointer).checkpoint())!;
      const events = await store().readStream(lotStream(lot));
      const last = events[events.length - 1]!;
      expect(checkpoint.heads).toContainEqual({
        stream: lotStream(lot),
        revision: last.revision,
        hash: last.hash,
      });
      expect(checkpoint.payload.sequence).toBeGreaterThan(1);
      expect(verifies(checkpoint.payload, checkpoint.signature)).toBe(true);
    });

    it('sign nothing more while no stream changes', async () => {
      expect(await h.app.get(AuditCheckpointer).checkpoint()).toBeNull();
    });

    it('are listed newest first for an admin, not for a buyer', async () => {
      const list = await h.post('audit/checkpoints', {}, admin);
      expect(list.body.data.responseData.records[0]).toEqual(checkpoint);
      expect(list.body.data.responseData.totalRecords).toBe(checkpoint.payload.sequence);
      expect((await h.post('audit/checkpoints', {}, ann.token)).status).toBe(403);
    });

    it('are signed once when two nodes race for the same sequence: the loser skips', async () => {
      expect((await confirm(ben, 700, 'b2')).status).toBe(200);
      const node = h.app.get(AuditCheckpointer);
      const other = new AuditCheckpointer(
        store(),
        h.app.get<symbol, SigningKey>(AUDIT_SIGNING_KEY),
        h.clock,
        h.app.get<symbol, AppConfig>(APP_CONFIG),
        h.app.get(CommandBuses),
      );
      const before = (await store().readStream(AUDIT_CHECKPOINT_STREAM)).length;
      const results = await Promise.all([node.checkpoint(), other.checkpoint()]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await store().readStream(AUDIT_CHECKPOINT_STREAM)).length).toBe(before + 1);
      checkpoint = results.find(Boolean)!;
    });
  });

  describe('the evidence export', () => {
    it("downloads a lot's events, the checkpoints covering them with proofs, and a signed manifest", async () => {
      const res = await exportOf({ lot_id: lot }, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="evidence-lot-${lot}.json"`,
      );
      const evidence = (await res.json()) as EvidenceExport;
      const events = await store().readStream(lotStream(lot));
      expect(evidence.scope).toEqual({ kind: 'lot', id: lot, title: 'Audited rough' });
      expect(evidence.events.map((e) => [e.id, e.hash])).toEqual(events.map((e) => [e.id, e.hash]));
      expect(evidence.events.map((e) => e.id)).toContain(receipt.payload.eventId);
      expect(evidence.checkpoints.map((c) => c.payload.sequence)).toContain(
        checkpoint.payload.sequence,
      );
      expect(evidence.proofs.length).toBeGreaterThanOrEqual(evidence.checkpoints.length);
      for (const p of evidence.proofs) {
        const cp = evidence.checkpoints.find((c) => c.payload.sequence === p.sequence)!;
        expect(rootFromProof(p.head, p.path)).toBe(cp.payload.root);
        expect(verifies(cp.payload, cp.signature)).toBe(true);
      }
      expect(verifies(evidence.manifest.payload, evidence.manifest.signature)).toBe(true);
      expect(evidence.key).toEqual(key);
    });

    it("of an auction holds the auction's stream and each of its lots' streams", async () => {
      const inAuction = await createBuyNowLot(h.post, admin, h.clock.now().getTime());
      const created = (await store().readStream(lotStream(inAuction)))[0]!;
      const auctionId = (created.data as { auctionid: string }).auctionid;
      const streams = async () => {
        const res = await exportOf({ auction_id: auctionId }, admin);
        return [...new Set(((await res.json()) as EvidenceExport).events.map((e) => e.stream))];
      };
      // The lots created into an auction are found through the catalogue, which may lag a moment.
      await waitFor(async () => (await streams()).length === 2);
      expect(await streams()).toEqual([`auction-${auctionId}`, lotStream(inAuction)]);
    });

    it('is for auditors and admins only, and a missing lot is 404', async () => {
      expect((await exportOf({ lot_id: lot }, ann.token)).status).toBe(403);
      expect((await exportOf({ lot_id: lot })).status).toBe(401);
      expect((await exportOf({ lot_id: 'missing' }, admin)).status).toBe(404);
      expect((await exportOf({}, admin)).status).toBe(400);
    });
  });
});
