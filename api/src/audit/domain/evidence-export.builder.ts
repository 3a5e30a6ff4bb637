import type {
  CheckpointProof,
  EvidenceExport,
  ExportedEvent,
  ExportManifestPayload,
  RecordedEvent,
  SignedCheckpoint,
  StreamHead,
} from '@facet/event-schemas';
import { merkleProof, signPayload, type SigningKey } from '@facet/event-store';
import { paymentReceiptPayloadsOf } from './payment-receipt.builder.js';

export interface EvidenceScope {
  kind: 'lot' | 'auction';
  id: string;
  title: string;
}

export interface EvidenceInput {
  scope: EvidenceScope;
  /** Every event of each exported stream, each stream in revision order. */
  streams: readonly (readonly RecordedEvent[])[];
  /** Every checkpoint of the log, oldest first (the builder keeps those that cover a stream). */
  checkpoints: readonly SignedCheckpoint[];
  key: SigningKey;
  now: string;
}

/** Which event it is and where the log put it (an export and the explorer show both). */
export const placeInLog = (e: RecordedEvent) => ({
  id: e.id,
  stream: e.stream,
  revision: e.revision,
  position: e.position,
  type: e.type,
  schemaVersion: e.schemaVersion,
});

/** An event exactly as stored: every field its hash covers, and where the log put it. */
const exported = (e: RecordedEvent): ExportedEvent => ({
  ...placeInLog(e),
  data: e.data,
  metadata: e.metadata,
  prevHash: e.prevHash,
  hash: e.hash,
});

/**
 * One file that proves a lot's (or an auction's) history without us: the events, each checkpoint
 * that committed to one of their streams with the Merkle path from that stream's head to the
 * checkpoint's root, and a signed manifest of the streams' heads now, so a dropped tail shows.
 * A checkpoint is kept only when the head it names is an exported event (same revision and hash):
 * a proof the file's own events cannot back would prove nothing. The money streams' ledger
 * entries come with their signed payment receipts.
 */
export function buildEvidenceExport(input: EvidenceInput): EvidenceExport {
  const events = input.streams.flatMap((s) => s.map(exported));
  const byStream = new Map<string, readonly RecordedEvent[]>();
  for (const s of input.streams) if (s[0]) byStream.set(s[0].stream, s);
  const backed = (h: StreamHead) => byStream.get(h.stream)?.[h.revision]?.hash === h.hash;

  const checkpoints: EvidenceExport['checkpoints'] = [];
  const proofs: CheckpointProof[] = [];
  for (const cp of input.checkpoints) {
    const covered = cp.heads.flatMap((head, index) => (backed(head) ? [{ head, index }] : []));
    if (covered.length === 0) continue;
    checkpoints.push({ payload: cp.payload, signature: cp.signature });
    for (const { head, index } of covered)
      proofs.push({
        sequence: cp.payload.sequence,
        head,
        index,
        path: merkleProof(cp.heads, index),
      });
  }

  const heads = [...byStream.values()].map((s) => {
    const last = s[s.length - 1]!;
    return { stream: last.stream, revision: last.revision, hash: last.hash };
  });
  const manifest: ExportManifestPayload = {
    format: 'facet-export-manifest/1',
    scope: { kind: input.scope.kind, id: input.scope.id },
    exportedAt: input.now,
    heads,
    keyId: input.key.publicKey.keyId,
  };
  // Issue 25: each exported ledger entry's receipt, as its payer got it (deterministic signature).
  const paymentReceipts = input.streams
    .flatMap((s) => paymentReceiptPayloadsOf(s, input.key.publicKey.keyId))
    .map((payload) => ({ payload, signature: signPayload(input.key, payload) }));
  return {
    format: 'facet-evidence/1',
    scope: input.scope,
    exportedAt: input.now,
    key: input.key.publicKey,
    events,
    checkpoints,
    proofs,
    manifest: { payload: manifest, signature: signPayload(input.key, manifest) },
    ...(paymentReceipts.length > 0 ? { paymentReceipts } : {}),
  };
}
