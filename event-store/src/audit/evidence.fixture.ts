import type {
  BidReceipt,
  CheckpointPayload,
  EvidenceExport,
  NewEvent,
  RecordedEvent,
  SignedCheckpoint,
  StreamHead,
} from '@facet/event-schemas';
import { openMemoryEventStore } from '../memory/memory-event-store.js';
import { merkleProof, merkleRoot, sortHeads } from './merkle.js';
import { generateSigningKey, payloadDigest, type SigningKey, signPayload } from './signature.js';

/**
 * A small evidence export built the way the server builds one (a real memory store, the real Merkle
 * and signature functions), kept here so the verifier's tests do not depend on the export route.
 * Lot 1 gets three bids over two checkpoints; lot 2 and a user stream share the checkpoints.
 */
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
let counter = 0;
const ev = (type: string, data: Record<string, unknown>, minute: number): NewEvent => ({
  id: `0196a000-0000-7000-8000-${String(++counter).padStart(12, '0')}`,
  type,
  schemaVersion: 1,
  data,
  metadata: { correlationId: 'c', causationId: 'c', userId: 'user-1', at: at(minute) },
});
const bid = (bidId: string, userId: string, amount: number, minute: number) =>
  ev(
    'HardBidPlaced',
    { lotId: 'lot-1', bidId, userId, amount, wprice: amount, leaderId: userId, at: at(minute) },
    minute,
  );

const headOf = (events: RecordedEvent[]): StreamHead => {
  const last = events.at(-1)!;
  return { stream: last.stream, revision: last.revision, hash: last.hash };
};

function checkpoint(
  key: SigningKey,
  heads: StreamHead[],
  sequence: number,
  before?: SignedCheckpoint,
): SignedCheckpoint {
  const sorted = sortHeads(heads);
  const payload: CheckpointPayload = {
    format: 'facet-checkpoint/1',
    sequence,
    previous: before ? payloadDigest(before.payload) : null,
    fromPosition: before?.payload.toPosition ?? null,
    toPosition: String(sequence * 10),
    at: at(sequence * 10),
    root: merkleRoot(sorted),
    leafCount: sorted.length,
    keyId: key.publicKey.keyId,
  };
  return { payload, signature: signPayload(key, payload), heads: sorted };
}

export interface EvidenceFixture {
  key: SigningKey;
  evidence: EvidenceExport;
  receipts: BidReceipt[];
  /** Signs with the fixture's key: to build a consistent forgery or a server's mistake. */
  sign: (payload: unknown) => string;
}

export async function buildEvidenceFixture(): Promise<EvidenceFixture> {
  const { key } = generateSigningKey();
  const store = openMemoryEventStore();
  await store.append(
    'lot-1',
    [
      ev('LotCreated', { lotId: 'lot-1', title: 'Rough 1.2 ct' }, 0),
      bid('bid-1', 'user-1', 100_00, 1),
    ],
    'no_stream',
  );
  await store.append(
    'lot-2',
    [ev('LotCreated', { lotId: 'lot-2', title: 'Ring' }, 2)],
    'no_stream',
  );
  await store.append('user-7', [ev('UserRegistered', { email: 'b@x.test' }, 3)], 'no_stream');
  const first = checkpoint(
    key,
    [
      headOf(await store.readStream('lot-1')),
      headOf(await store.readStream('lot-2')),
      headOf(await store.readStream('user-7')),
    ],
    1,
  );
  await store.append(
    'lot-1',
    [bid('bid-2', 'user-7', 110_00, 11), bid('bid-3', 'user-1', 120_00, 12)],
    1,
  );
  const second = checkpoint(key, [headOf(await store.readStream('lot-1'))], 2, first);
  await store.append('lot-1', [ev('LotClosed', { lotId: 'lot-1' }, 30)], 3);

  const events = await store.readStream('lot-1');
  const checkpoints = [first, second];
  const proofs = checkpoints.map((c) => {
    const index = c.heads.findIndex((h) => h.stream === 'lot-1');
    return {
      sequence: c.payload.sequence,
      head: c.heads[index]!,
      index,
      path: merkleProof(c.heads, index),
    };
  });
  const manifestPayload = {
    format: 'facet-export-manifest/1' as const,
    scope: { kind: 'lot' as const, id: 'lot-1' },
    exportedAt: at(40),
    heads: [headOf(events)],
    keyId: key.publicKey.keyId,
  };
  const evidence: EvidenceExport = {
    format: 'facet-evidence/1',
    scope: { kind: 'lot', id: 'lot-1', title: 'Rough 1.2 ct' },
    exportedAt: at(40),
    key: key.publicKey,
    events: events.map(({ recordedAt: _recordedAt, ...e }) => e),
    checkpoints: checkpoints.map(({ payload, signature }) => ({ payload, signature })),
    proofs,
    manifest: { payload: manifestPayload, signature: signPayload(key, manifestPayload) },
  };
  const receipts = events
    .filter((e) => e.type === 'HardBidPlaced')
    .map((e): BidReceipt => {
      const data = e.data as { bidId: string; userId: string; amount: number };
      const payload = {
        format: 'facet-bid-receipt/1' as const,
        lotId: 'lot-1',
        bidId: data.bidId,
        userId: data.userId,
        eventId: e.id,
        eventType: e.type,
        stream: e.stream,
        revision: e.revision,
        hash: e.hash,
        amount: data.amount,
        maximum: null,
        serverTime: e.metadata.at,
        keyId: key.publicKey.keyId,
      };
      return { payload, signature: signPayload(key, payload) };
    });
  return { key, evidence, receipts, sign: (p) => signPayload(key, p) };
}
