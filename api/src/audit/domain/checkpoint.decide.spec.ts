import { AUDIT_CHECKPOINT_STREAM, type RecordedEvent } from '@facet/event-schemas';
import { merkleProof, payloadDigest, rootFromProof } from '@facet/event-store';
import { describe, expect, it } from 'vitest';
import { append, positions } from './audit.test-builders.js';
import { type CheckpointInput, nextCheckpoint } from './checkpoint.decide.js';

const AT = '2026-11-24T10:01:00.000Z';
const heads = (events: readonly RecordedEvent[]) =>
  events.map(({ stream, revision, hash, position }) => ({ stream, revision, hash, position }));
const input = (since: readonly RecordedEvent[], previous: CheckpointInput['previous'] = null) => ({
  previous,
  since: heads(since),
  at: AT,
  keyId: '0123456789abcdef',
});

describe('The next signed checkpoint', () => {
  const pos = positions();
  const lotB = append([], 'lot-b', [{ type: 'LotCreated', data: {} }], pos);
  const lotA = append([], 'lot-a', [{ type: 'LotCreated', data: {} }], pos);
  const lotB2 = append(lotB, 'lot-b', [{ type: 'HardBidPlaced', data: { amount: 61_000 } }], pos);
  const log = [...lotB, ...lotA, ...lotB2.slice(1)];

  describe('when no stream changed since the last checkpoint', () => {
    it('signs nothing', () => {
      expect(nextCheckpoint(input([]))).toBeNull();
    });

    it('signs nothing when only checkpoints were recorded (they never cover their own stream)', () => {
      const own = append(
        [],
        AUDIT_CHECKPOINT_STREAM,
        [{ type: 'AuditCheckpointSigned', data: {} }],
        pos,
      );
      expect(nextCheckpoint(input(own))).toBeNull();
    });
  });

  describe('the first checkpoint', () => {
    const draft = nextCheckpoint(input(log))!;

    it('takes the latest head of every changed stream, sorted by stream', () => {
      expect(draft.heads).toEqual([
        { stream: 'lot-a', revision: 0, hash: lotA[0]!.hash },
        { stream: 'lot-b', revision: 1, hash: lotB2[1]!.hash },
      ]);
    });

    it('starts the chain at sequence 1 with no previous and covers the log up to its last event', () => {
      expect(draft.payload).toMatchObject({
        format: 'facet-checkpoint/1',
        sequence: 1,
        previous: null,
        fromPosition: null,
        toPosition: lotB2[1]!.position,
        at: AT,
        leafCount: 2,
        keyId: '0123456789abcdef',
      });
    });

    it('commits to each head with a Merkle root every head proves into', () => {
      draft.heads.forEach((h, i) =>
        expect(rootFromProof(h, merkleProof(draft.heads, i))).toBe(draft.payload.root),
      );
    });
  });

  describe('a later checkpoint', () => {
    const first = nextCheckpoint(input(log))!;
    const own = append(
      [],
      AUDIT_CHECKPOINT_STREAM,
      [{ type: 'AuditCheckpointSigned', data: {} }],
      pos,
    );
    const lotA2 = append(lotA, 'lot-a', [{ type: 'HardBidPlaced', data: { amount: 1 } }], pos);
    const second = nextCheckpoint(input([lotA2[1]!, ...own], first.payload))!;

    it('names the previous payload by its digest and follows on from its position', () => {
      expect(second.payload).toMatchObject({
        sequence: 2,
        previous: payloadDigest(first.payload),
        fromPosition: first.payload.toPosition,
      });
    });

    it('covers only the streams changed since, never the checkpoint stream, ending at the last change', () => {
      expect(second.heads.map((h) => [h.stream, h.revision])).toEqual([['lot-a', 1]]);
      expect(second.payload.toPosition).toBe(lotA2[1]!.position);
    });
  });
});
