import { describe, expect, it } from 'vitest';
import { chainEvents, GENESIS_HASH, hashEvent } from '../hash/event-hash.js';
import { checkStreamChain } from './chain-check.js';

const stream = chainEvents(
  'lot-1',
  [0, 1, 2].map((i) => ({
    id: `e${i}`,
    type: 'HardBidPlaced',
    schemaVersion: 1,
    data: { amount: 100_00 + i * 10_00 },
    metadata: { correlationId: 'c', causationId: 'c', at: '2026-11-24T10:00:00.000Z' },
  })),
  -1,
  GENESIS_HASH,
  (i) => String(i),
  '2026-11-24T10:00:00.000Z',
);

describe("A stream's chain check (audit/verifyStream)", () => {
  it('counts the events of a whole stream', () => {
    expect(checkStreamChain('lot-1', stream)).toEqual({ stream: 'lot-1', ok: true, checked: 3 });
  });

  it('names the event whose content no longer matches its hash', () => {
    const altered = stream.map((e, i) => (i === 1 ? { ...e, data: { amount: 1 } } : e));
    expect(checkStreamChain('lot-1', altered)).toMatchObject({
      ok: false,
      brokenAt: 1,
      brokenEventId: 'e1',
      reason: expect.stringMatching(/hash does not match its content/),
    });
  });

  it('names the event after a gap when one was removed', () => {
    expect(checkStreamChain('lot-1', [stream[0]!, stream[2]!])).toMatchObject({
      brokenEventId: 'e2',
      reason: expect.stringMatching(/revision gap: expected revision 1, found 2/),
    });
  });

  it('names the event whose prevHash does not link, though its own hash was recomputed', () => {
    const relinked = { ...stream[1]!, prevHash: 'f'.repeat(64) };
    const e1 = { ...relinked, hash: hashEvent(relinked) };
    expect(checkStreamChain('lot-1', [stream[0]!, e1])).toMatchObject({
      brokenEventId: 'e1',
      reason: expect.stringMatching(/prevHash does not link/),
    });
  });
});
