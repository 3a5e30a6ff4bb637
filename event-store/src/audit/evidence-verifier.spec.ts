import type { EvidenceExport } from '@facet/event-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashEvent } from '../hash/event-hash.js';
import { buildEvidenceFixture, type EvidenceFixture } from './evidence.fixture.js';
import {
  describeEvidenceResult,
  type EvidenceResult,
  verifyEvidence,
} from './evidence-verifier.js';
import { generateSigningKey, signPayload } from './signature.js';

const copy = (ex: EvidenceExport): EvidenceExport => structuredClone(ex);
const failureOf = (r: EvidenceResult) => {
  if (r.ok) throw new Error(`expected a failure, got: ${describeEvidenceResult(r)}`);
  return r.failure;
};

describe('The offline evidence verifier', () => {
  let fx: EvidenceFixture;
  let trustedKey: string;
  const check = (ex: EvidenceExport, receipts = fx.receipts) =>
    verifyEvidence(ex, { trustedKey, receipts });

  beforeAll(async () => {
    fx = await buildEvidenceFixture();
    trustedKey = fx.key.publicKey.publicKey;
  });

  describe('on an untouched export', () => {
    it('verifies every event, checkpoint, proof and receipt, and counts them', () => {
      const result = check(fx.evidence);
      expect(describeEvidenceResult(result)).toBe(
        `verified: 5 events in 1 streams, 2 checkpoints, 2 proofs, 3 receipts (key ${fx.key.publicKey.keyId})`,
      );
      expect(result.warnings).toEqual([]);
    });

    it("warns, without failing, when no trusted key is given: the export's own key was used", () => {
      const result = verifyEvidence(fx.evidence);
      expect(result.ok).toBe(true);
      expect(result.warnings[0]).toMatch(/No trusted key given/);
    });
  });

  describe('names the event that does not match', () => {
    it("when one byte of one event's data changed", () => {
      const ex = copy(fx.evidence);
      const bid = ex.events[2]!;
      (bid.data as { amount: number }).amount = 110_01;
      const f = failureOf(check(ex));
      expect(f.event).toEqual({ id: bid.id, stream: 'lot-1', revision: 2, type: 'HardBidPlaced' });
      expect(describeEvidenceResult(check(ex))).toBe(
        `NOT VERIFIED: event ${bid.id} (stream lot-1, revision 2, HardBidPlaced): its hash does not match its content (the event was altered)`,
      );
    });

    it('when an event is removed from the middle: a revision gap at the next one', () => {
      const ex = copy(fx.evidence);
      const next = ex.events[3]!;
      ex.events.splice(2, 1);
      const f = failureOf(check(ex));
      expect(f.event?.id).toBe(next.id);
      expect(f.reason).toMatch(/revision gap: expected revision 2, found 3/);
    });

    it('when the last event is removed: the signed heads name a revision the export lacks', () => {
      const ex = copy(fx.evidence);
      ex.events.pop();
      const f = failureOf(check(ex));
      expect(f.subject).toBe('manifest');
      expect(f.reason).toMatch(/stream lot-1 at revision 4, which the export does not hold/);
    });

    it('when two events are reordered', () => {
      const ex = copy(fx.evidence);
      [ex.events[2], ex.events[3]] = [ex.events[3]!, ex.events[2]!];
      const f = failureOf(check(ex));
      expect(f.event).toMatchObject({ revision: 3, id: fx.evidence.events[3]!.id });
      expect(f.reason).toMatch(/expected revision 2, found 3/);
    });

    it('when a history was rewritten with every hash recomputed: the checkpoint holds the old head', () => {
      const ex = copy(fx.evidence);
      let prev = ex.events[0]!.hash;
      for (const e of ex.events.slice(1)) {
        if (e.revision === 1) (e.data as { amount: number }).amount = 90_00;
        e.prevHash = prev;
        e.hash = hashEvent(e);
        prev = e.hash;
      }
      const f = failureOf(check(ex));
      expect(f.event).toMatchObject({ revision: 1 });
      expect(f.reason).toMatch(
        /proof of stream lot-1 at revision 1 in checkpoint 1 commits to another hash/,
      );
    });
  });

  describe('catches a signed document that was altered', () => {
    it('a checkpoint signature replaced', () => {
      const ex = copy(fx.evidence);
      const other = generateSigningKey().key;
      ex.checkpoints[1]!.signature = signPayload(other, ex.checkpoints[1]!.payload);
      const f = failureOf(check(ex));
      expect(f.what).toBe('checkpoint 2');
      expect(f.reason).toMatch(/signature does not verify/);
    });

    it('a checkpoint whose previous digest does not name the one before it, though signed', () => {
      const ex = copy(fx.evidence);
      const payload = { ...ex.checkpoints[1]!.payload, previous: 'f'.repeat(64) };
      ex.checkpoints[1] = { payload, signature: fx.sign(payload) };
      expect(failureOf(check(ex)).reason).toMatch(/previous digest does not name checkpoint 1/);
    });

    it("a Merkle proof that does not lead to its checkpoint's root", () => {
      const ex = copy(fx.evidence);
      ex.proofs[0]!.path[0]!.hash = '0'.repeat(64);
      const f = failureOf(check(ex));
      expect(f.subject).toBe('proof');
      expect(f.reason).toMatch(/signed Merkle root/);
    });

    it('the manifest altered', () => {
      const ex = copy(fx.evidence);
      ex.manifest.payload.exportedAt = '2030-01-01T00:00:00.000Z';
      const f = failureOf(check(ex));
      expect(f.what).toBe('the manifest');
      expect(f.reason).toMatch(/signature does not verify/);
    });

    it("a receipt's amount altered", () => {
      const receipts = structuredClone(fx.receipts);
      receipts[1]!.payload.amount = 1_00;
      const f = failureOf(check(fx.evidence, receipts));
      expect(f.subject).toBe('receipt');
      expect(f.what).toContain('bid bid-2');
      expect(f.reason).toMatch(/signature does not verify/);
    });

    it('a receipt signed for an amount its recorded bid does not carry', () => {
      const payload = { ...fx.receipts[0]!.payload, amount: 99_00 };
      const f = failureOf(check(fx.evidence, [{ payload, signature: fx.sign(payload) }]));
      expect(f.reason).toMatch(/amount 9900 differs from the recorded bid's 10000/);
    });

    it('an export signed by a key other than the trusted one', () => {
      const other = generateSigningKey().key.publicKey.publicKey;
      const f = failureOf(verifyEvidence(fx.evidence, { trustedKey: other }));
      expect(f.subject).toBe('key');
      expect(f.reason).toMatch(/not the trusted key/);
    });
  });
});
