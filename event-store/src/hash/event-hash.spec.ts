import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { GENESIS_HASH, hashEvent, verifyChain } from './event-hash.js';

const fields = {
  id: '0195a1b2-0000-7000-8000-000000000000',
  stream: 'lot-1',
  revision: 0,
  type: 'BidPlaced',
  schemaVersion: 1,
  data: { amount: 610_00, bidder: 'user-7' },
  metadata: { at: '2026-03-01T10:00:00.000Z', correlationId: 'c', causationId: 'c' },
  prevHash: GENESIS_HASH,
};

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops whitespace and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 'é' }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":"é","z":1}]},"b":1}',
    );
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
  });
});

describe('event hash chain', () => {
  it('is SHA-256 hex over the canonical JSON of the hashed fields', () => {
    const expected = createHash('sha256').update(canonicalJson(fields)).digest('hex');
    expect(hashEvent({ ...fields, data: { bidder: 'user-7', amount: 610_00 } })).toBe(expected);
  });

  it('verifies a linked stream and reports the first broken link', () => {
    const e0 = { ...fields, hash: hashEvent(fields) };
    const f1 = {
      ...fields,
      id: '0195a1b2-0000-7000-8000-000000000001',
      revision: 1,
      prevHash: e0.hash,
    };
    const e1 = { ...f1, hash: hashEvent(f1) };
    expect(verifyChain('lot-1', [e0, e1])).toEqual({ stream: 'lot-1', ok: true, checked: 2 });
    expect(verifyChain('lot-1', [e0, { ...e1, data: { amount: 1 } }])).toMatchObject({
      ok: false,
      brokenAt: 1,
    });
  });
});
