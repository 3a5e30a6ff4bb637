import type { RecordedEvent, SignedCheckpoint } from '@facet/event-schemas';
import {
  generateSigningKey,
  publicKeyFromBase64,
  rootFromProof,
  signPayload,
  verifyEvidence,
  verifyPayload,
} from '@facet/event-store';
import { describe, expect, it } from 'vitest';
import { append, positions, proxyBid } from './audit.test-builders.js';
import { nextCheckpoint } from './checkpoint.decide.js';
import { buildEvidenceExport } from './evidence-export.builder.js';

const { key } = generateSigningKey();
const publicKey = publicKeyFromBase64(key.publicKey.publicKey);
const NOW = '2026-11-24T12:00:00.000Z';

/** Checkpoints as the checkpointer signs them, one per slice of the log. */
function checkpointsOf(...slices: RecordedEvent[][]): SignedCheckpoint[] {
  const out: SignedCheckpoint[] = [];
  for (const slice of slices) {
    const draft = nextCheckpoint({
      previous: out.at(-1)?.payload ?? null,
      since: slice,
      at: NOW,
      keyId: key.publicKey.keyId,
    })!;
    out.push({ ...draft, signature: signPayload(key, draft.payload) });
  }
  return out;
}

describe('The evidence export of a lot', () => {
  const pos = positions();
  const created = append([], 'lot-1', [{ type: 'LotCreated', data: { title: 'Rough 1' } }], pos);
  const other = append([], 'lot-2', [{ type: 'LotCreated', data: {} }], pos);
  const user = append([], 'user-9', [{ type: 'UserRegistered', data: {} }], pos);
  const lot = append(created, 'lot-1', [proxyBid('u-ann', 'b1', 100_00, 150_00)], pos);
  const late = append(lot, 'lot-1', [proxyBid('u-ben', 'b2', 160_00, 200_00)], pos);
  // Checkpoint 1 covers lot-1 at revision 0, checkpoint 2 another stream only, checkpoint 3 lot-1 at 1.
  const checkpoints = checkpointsOf([...created, ...user], other, [lot[1]!]);
  const evidence = buildEvidenceExport({
    scope: { kind: 'lot', id: '1', title: 'Rough 1' },
    streams: [late],
    checkpoints,
    key,
    now: NOW,
  });

  it('holds every event of the stream exactly as stored, in revision order', () => {
    expect(evidence.events.map((e) => [e.revision, e.hash, e.prevHash])).toEqual(
      late.map((e) => [e.revision, e.hash, e.prevHash]),
    );
    expect(evidence.events[1]).toEqual({
      id: late[1]!.id,
      stream: 'lot-1',
      revision: 1,
      position: late[1]!.position,
      type: 'ProxyBidPlaced',
      schemaVersion: 1,
      data: late[1]!.data,
      metadata: late[1]!.metadata,
      prevHash: late[0]!.hash,
      hash: late[1]!.hash,
    });
  });

  it('keeps only the checkpoints that cover its stream, each with its signature', () => {
    expect(evidence.checkpoints.map((c) => c.payload.sequence)).toEqual([1, 3]);
    for (const c of evidence.checkpoints)
      expect(verifyPayload(publicKey, c.payload, c.signature)).toBe(true);
  });

  it('proves the covered head of each checkpoint into its root, and names no other stream', () => {
    expect(evidence.proofs.map((p) => [p.sequence, p.head.stream, p.head.revision])).toEqual([
      [1, 'lot-1', 0],
      [3, 'lot-1', 1],
    ]);
    for (const p of evidence.proofs) {
      const cp = evidence.checkpoints.find((c) => c.payload.sequence === p.sequence)!;
      expect(rootFromProof(p.head, p.path)).toBe(cp.payload.root);
      expect(p.head.hash).toBe(late[p.head.revision]!.hash);
    }
    expect(JSON.stringify(evidence.checkpoints)).not.toContain('user-9');
  });

  it('leaves out a checkpoint whose head the exported events do not back', () => {
    const forged = checkpoints.map((c) => ({
      ...c,
      heads: c.heads.map((h) => (h.stream === 'lot-1' ? { ...h, hash: 'f'.repeat(64) } : h)),
    }));
    const again = buildEvidenceExport({
      scope: { kind: 'lot', id: '1', title: 'Rough 1' },
      streams: [late],
      checkpoints: forged,
      key,
      now: NOW,
    });
    expect([again.checkpoints, again.proofs]).toEqual([[], []]);
  });

  it('signs a manifest of the stream heads now, so a dropped tail event shows', () => {
    const { payload, signature } = evidence.manifest;
    expect(payload).toEqual({
      format: 'facet-export-manifest/1',
      scope: { kind: 'lot', id: '1' },
      exportedAt: NOW,
      heads: [{ stream: 'lot-1', revision: 2, hash: late[2]!.hash }],
      keyId: key.publicKey.keyId,
    });
    expect(verifyPayload(publicKey, payload, signature)).toBe(true);
    const dropped = { ...payload, heads: [{ stream: 'lot-1', revision: 1, hash: late[1]!.hash }] };
    expect(verifyPayload(publicKey, dropped, signature)).toBe(false);
  });

  it('carries the public key and the scope', () => {
    expect(evidence).toMatchObject({
      format: 'facet-evidence/1',
      scope: { kind: 'lot', id: '1', title: 'Rough 1' },
      exportedAt: NOW,
      key: key.publicKey,
    });
  });
});

describe('The evidence export of an auction', () => {
  it("holds the auction's stream and each of its lots' streams, with a head for each", () => {
    const pos = positions();
    const auction = append([], 'auction-7', [{ type: 'AuctionCreated', data: {} }], pos);
    const lotA = append([], 'lot-a', [{ type: 'LotCreated', data: {} }], pos);
    const lotB = append([], 'lot-b', [{ type: 'LotCreated', data: {} }], pos);
    const checkpoints = checkpointsOf([...auction, ...lotA, ...lotB]);
    const evidence = buildEvidenceExport({
      scope: { kind: 'auction', id: '7', title: 'Spring' },
      streams: [auction, lotA, lotB],
      checkpoints,
      key,
      now: NOW,
    });
    expect(evidence.events.map((e) => e.stream)).toEqual(['auction-7', 'lot-a', 'lot-b']);
    expect(evidence.manifest.payload.heads.map((h) => h.stream)).toEqual([
      'auction-7',
      'lot-a',
      'lot-b',
    ]);
    expect(evidence.proofs.map((p) => p.head.stream)).toEqual(['auction-7', 'lot-a', 'lot-b']);
    for (const p of evidence.proofs)
      expect(rootFromProof(p.head, p.path)).toBe(checkpoints[0]!.payload.root);
  });
});

describe("The evidence export of a sold lot, with its money streams (issue 25, the auditor's money trail)", () => {
  const pos = positions();
  const lot = append([], 'lot-1', [{ type: 'LotCreated', data: { title: 'Rough 1' } }], pos);
  const entry = (key: string, reason: string, amount: number, lotId?: string) => ({
    type: 'LedgerEntryRecorded',
    data: {
      key,
      buyerId: 'u-ann',
      reason,
      lines: [
        { account: { kind: 'money-received', owner: 'house' }, side: 'debit', amount },
        { account: { kind: 'deposits-held', owner: 'u-ann' }, side: 'credit', amount },
      ],
      note: 'n',
      ...(lotId ? { lotId } : {}),
      recordedBy: 'system',
      at: '2026-11-24T10:00:00.000Z',
    },
  });
  const ledger = append(
    [],
    'ledger-u-ann',
    [entry('k1', 'deposit-held', 50_00, 'lot-1'), entry('k2', 'invoice-payment', 450_00)],
    pos,
  );
  const invoice = append(
    [],
    'invoice-i1',
    [
      {
        type: 'InvoiceRaised',
        data: { invoiceId: 'i1', buyerId: 'u-ann', items: [{ lotId: 'lot-1' }] },
      },
    ],
    pos,
  );
  const cart = append([], 'cart-u-ann', [{ type: 'CartAddressSaved', data: {} }], pos);
  const checkpoints = checkpointsOf([...lot, ...ledger, ...invoice, ...cart]);
  const evidence = buildEvidenceExport({
    scope: { kind: 'lot', id: '1', title: 'Rough 1' },
    streams: [lot, invoice, ledger, cart],
    checkpoints,
    key,
    now: NOW,
  });

  it('holds each money stream whole, with a signed head and a checkpoint proof for each', () => {
    expect([...new Set(evidence.events.map((e) => e.stream))]).toEqual([
      'lot-1',
      'invoice-i1',
      'ledger-u-ann',
      'cart-u-ann',
    ]);
    expect(evidence.manifest.payload.heads).toContainEqual({
      stream: 'ledger-u-ann',
      revision: 1,
      hash: ledger[1]!.hash,
    });
    expect(evidence.proofs.map((p) => p.head.stream).sort()).toEqual(
      ['cart-u-ann', 'invoice-i1', 'ledger-u-ann', 'lot-1'].sort(),
    );
  });

  it('verifies offline under the key, and names the ledger entry one changed byte altered', () => {
    const trustedKey = key.publicKey.publicKey;
    expect(verifyEvidence(evidence, { trustedKey })).toMatchObject({
      ok: true,
      counts: { streams: 4, events: 5 },
    });
    const altered = structuredClone(evidence);
    const target = altered.events.find((e) => e.stream === 'ledger-u-ann' && e.revision === 1)!;
    (target.data as { note: string }).note = 'm';
    expect(verifyEvidence(altered, { trustedKey })).toMatchObject({
      ok: false,
      failure: {
        subject: 'event',
        what: expect.stringContaining('stream ledger-u-ann, revision 1, LedgerEntryRecorded'),
        event: { id: ledger[1]!.id, stream: 'ledger-u-ann', revision: 1 },
      },
    });
  });

  it("carries each ledger entry's signed payment receipt, which verifies against the entry", () => {
    const trustedKey = key.publicKey.publicKey;
    expect(evidence.paymentReceipts?.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        format: 'facet-payment-receipt/1',
        kind: 'payment',
        reason: 'deposit-held',
        buyerId: 'u-ann',
        amount: 50_00,
        lotId: 'lot-1',
        eventId: ledger[0]!.id,
        stream: 'ledger-u-ann',
        revision: 0,
        hash: ledger[0]!.hash,
      }),
      expect.objectContaining({ reason: 'invoice-payment', amount: 450_00, revision: 1 }),
    ]);
    const given = evidence.paymentReceipts!;
    expect(verifyEvidence(evidence, { trustedKey, receipts: given })).toMatchObject({
      ok: true,
      counts: { receipts: 2, paymentReceipts: 2 },
    });
    const more = { ...given[1]!, payload: { ...given[1]!.payload, amount: 4_500_00 } };
    expect(verifyEvidence(evidence, { trustedKey, receipts: [more] })).toMatchObject({
      ok: false,
      failure: { subject: 'receipt', reason: expect.stringMatching(/signature does not verify/) },
    });
  });

  it('fails naming the payment receipt whose entry the export does not hold', () => {
    const trustedKey = key.publicKey.publicKey;
    const cut = structuredClone(evidence);
    cut.paymentReceipts = cut.paymentReceipts!.map((r) => ({
      ...r,
      payload: { ...r.payload, eventId: 'elsewhere' },
      signature: signPayload(key, { ...r.payload, eventId: 'elsewhere' }),
    }));
    expect(verifyEvidence(cut, { trustedKey })).toMatchObject({
      ok: false,
      failure: {
        subject: 'receipt',
        what: expect.stringContaining('payment receipt 1 of the export'),
        reason: 'its ledger entry is not in the export',
      },
    });
  });
});
