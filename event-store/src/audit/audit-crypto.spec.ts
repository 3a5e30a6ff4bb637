import type { StreamHead } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { merkleProof, merkleRoot, rootFromProof, sortHeads } from './merkle.js';
import {
  generateSigningKey,
  publicKeyFromBase64,
  signPayload,
  signPayloadAsync,
  verifyPayload,
} from './signature.js';

const head = (stream: string, revision = 0): StreamHead => ({
  stream,
  revision,
  hash: stream.padEnd(64, '0').slice(0, 64),
});

describe('checkpoint Merkle tree', () => {
  const heads = sortHeads(['lot-c', 'lot-a', 'auction-1', 'lot-b', 'user-9'].map((s) => head(s)));

  it('proves every head into the root, for trees of every size', () => {
    for (let n = 1; n <= heads.length; n++) {
      const some = heads.slice(0, n);
      const root = merkleRoot(some);
      some.forEach((h, i) => expect(rootFromProof(h, merkleProof(some, i))).toBe(root));
    }
  });

  it('gives another root when a head moves one revision or its hash changes', () => {
    const root = merkleRoot(heads);
    const path = merkleProof(heads, 2);
    expect(rootFromProof({ ...heads[2]!, revision: 1 }, path)).not.toBe(root);
    expect(rootFromProof({ ...heads[2]!, hash: 'f'.repeat(64) }, path)).not.toBe(root);
  });
});

describe('Ed25519 payload signatures', () => {
  const { key } = generateSigningKey();
  const publicKey = publicKeyFromBase64(key.publicKey.publicKey);
  const payload = { lotId: 'lot-1', amount: 61_000, serverTime: '2026-11-24T10:00:00.000Z' };

  it('verify with the public key alone, whatever the order of the keys', () => {
    const signature = signPayload(key, payload);
    const { serverTime, ...rest } = payload;
    expect(verifyPayload(publicKey, { serverTime, ...rest }, signature)).toBe(true);
  });

  it('are the same whether signed on the event loop or on the thread pool', async () => {
    expect(await signPayloadAsync(key, payload)).toBe(signPayload(key, payload));
  });

  it('fail for an altered amount or another key', () => {
    const signature = signPayload(key, payload);
    expect(verifyPayload(publicKey, { ...payload, amount: 61_001 }, signature)).toBe(false);
    const other = publicKeyFromBase64(generateSigningKey().key.publicKey.publicKey);
    expect(verifyPayload(other, payload, signature)).toBe(false);
  });
});
