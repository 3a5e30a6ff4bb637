import type { KeyObject } from 'node:crypto';
import type { EvidenceExport, ExportedEvent, StreamHead } from '@facet/event-schemas';
import { eventAt } from './evidence-events.check.js';
import { type EvidenceFailure, eventFailure, failure } from './evidence-failure.js';
import { rootFromProof } from './merkle.js';
import { payloadDigest, verifyPayload } from './signature.js';

type Streams = Map<string, ExportedEvent[]>;
const BAD_SIGNATURE =
  'its signature does not verify with the key (altered, or signed by another key)';

/**
 * Each checkpoint is signed by the key, and names the one before it by digest: where the export
 * holds two consecutive sequences, the later one's `previous` is the earlier one's digest.
 */
export function checkCheckpoints(
  checkpoints: EvidenceExport['checkpoints'],
  key: KeyObject,
  keyId: string,
): EvidenceFailure | undefined {
  const bySequence = new Map<number, EvidenceExport['checkpoints'][number]>();
  for (const c of checkpoints) {
    const what = `checkpoint ${c.payload.sequence}`;
    if (c.payload.format !== 'facet-checkpoint/1')
      return failure('checkpoint', what, `unknown format ${String(c.payload.format)}`);
    if (bySequence.has(c.payload.sequence))
      return failure('checkpoint', what, 'the export lists this sequence twice');
    if (c.payload.keyId !== keyId)
      return failure('checkpoint', what, `signed by key ${c.payload.keyId}, not ${keyId}`);
    if (!verifyPayload(key, c.payload, c.signature))
      return failure('checkpoint', what, BAD_SIGNATURE);
    bySequence.set(c.payload.sequence, c);
  }
  for (const c of checkpoints) {
    const before = bySequence.get(c.payload.sequence - 1);
    if (before && c.payload.previous !== payloadDigest(before.payload))
      return failure(
        'checkpoint',
        `checkpoint ${c.payload.sequence}`,
        `its previous digest does not name checkpoint ${before.payload.sequence}`,
      );
  }
  return undefined;
}

/** A signed head must be the hash of the exported event at that revision. */
function checkHeadInExport(
  streams: Streams,
  head: StreamHead,
  subject: 'proof' | 'manifest',
  what: string,
): EvidenceFailure | undefined {
  const event = eventAt(streams, head.stream, head.revision);
  if (!event)
    return failure(
      subject,
      what,
      `it commits to stream ${head.stream} at revision ${head.revision}, which the export does not hold (events removed)`,
    );
  if (event.hash !== head.hash)
    return eventFailure(event, `${what} commits to another hash at this revision (${head.hash})`);
  return undefined;
}

/** Each proof leads its head to the root its checkpoint signed, and the head is an exported event. */
export function checkProofs(ex: EvidenceExport, streams: Streams): EvidenceFailure | undefined {
  for (const p of ex.proofs) {
    const what = `proof of stream ${p.head.stream} at revision ${p.head.revision} in checkpoint ${p.sequence}`;
    const checkpoint = ex.checkpoints.find((c) => c.payload.sequence === p.sequence);
    if (!checkpoint) return failure('proof', what, 'its checkpoint is not in the export');
    if (rootFromProof(p.head, p.path) !== checkpoint.payload.root)
      return failure('proof', what, "it does not lead to the checkpoint's signed Merkle root");
    const missing = checkHeadInExport(streams, p.head, 'proof', what);
    if (missing) return missing;
  }
  return undefined;
}

/**
 * The manifest, signed at export time, names the head of every exported stream: the export holds
 * each stream up to that head and nothing past it, and no stream it does not name.
 */
export function checkManifest(
  ex: EvidenceExport,
  streams: Streams,
  key: KeyObject,
  keyId: string,
): EvidenceFailure | undefined {
  const { payload, signature } = ex.manifest;
  if (payload.format !== 'facet-export-manifest/1')
    return failure('manifest', 'the manifest', `unknown format ${String(payload.format)}`);
  if (payload.keyId !== keyId)
    return failure('manifest', 'the manifest', `signed by key ${payload.keyId}, not ${keyId}`);
  if (!verifyPayload(key, payload, signature))
    return failure('manifest', 'the manifest', BAD_SIGNATURE);
  if (payload.scope.kind !== ex.scope.kind || payload.scope.id !== ex.scope.id)
    return failure('manifest', 'the manifest', `it signs another scope (${payload.scope.id})`);
  for (const head of payload.heads) {
    const what = `the manifest's head of ${head.stream}`;
    const missing = checkHeadInExport(streams, head, 'manifest', what);
    if (missing) return missing;
    const last = streams.get(head.stream)!.at(-1)!;
    if (last.revision !== head.revision)
      return failure('manifest', what, `the export holds events past revision ${head.revision}`);
  }
  const named = new Set(payload.heads.map((h) => h.stream));
  for (const stream of streams.keys())
    if (!named.has(stream))
      return failure('manifest', 'the manifest', `stream ${stream} is exported but not signed`);
  return undefined;
}
