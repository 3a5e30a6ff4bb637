import {
  AUDIT_CHECKPOINT_STREAM,
  type CheckpointPayload,
  type StreamHead,
} from '@facet/event-schemas';
import { merkleRoot, payloadDigest, sortHeads } from '@facet/event-store';

/** One recorded event as a checkpoint sees it: where it sits and what it hashes to. */
export interface LoggedHead extends StreamHead {
  position: string;
}

export interface CheckpointInput {
  /** The last checkpoint's payload; null before the first. */
  previous: CheckpointPayload | null;
  /** Events recorded after `previous.toPosition`, in global order. */
  since: readonly LoggedHead[];
  at: string;
  keyId: string;
}

/** What the next checkpoint signs, and the leaves its root was built from. */
export interface CheckpointDraft {
  payload: CheckpointPayload;
  heads: StreamHead[];
}

/**
 * The next checkpoint: the head of every stream that changed since the last one, folded into one
 * Merkle root and chained to the previous payload by its digest. Nothing when no stream changed.
 * The checkpoint stream itself is left out: a checkpoint would otherwise always have one more
 * change to cover, its own predecessor.
 */
export function nextCheckpoint(input: CheckpointInput): CheckpointDraft | null {
  const latest = new Map<string, LoggedHead>();
  let toPosition: string | undefined;
  for (const e of input.since) {
    if (e.stream === AUDIT_CHECKPOINT_STREAM) continue;
    const seen = latest.get(e.stream);
    if (!seen || e.revision > seen.revision) latest.set(e.stream, e);
    toPosition = e.position;
  }
  if (toPosition === undefined) return null;
  const heads = sortHeads(
    [...latest.values()].map(({ stream, revision, hash }) => ({ stream, revision, hash })),
  );
  const { previous } = input;
  return {
    heads,
    payload: {
      format: 'facet-checkpoint/1',
      sequence: previous ? previous.sequence + 1 : 1,
      previous: previous ? payloadDigest(previous) : null,
      fromPosition: previous ? previous.toPosition : null,
      toPosition,
      at: input.at,
      root: merkleRoot(heads),
      leafCount: heads.length,
      keyId: input.keyId,
    },
  };
}
