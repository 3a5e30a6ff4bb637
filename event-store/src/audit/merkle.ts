import { createHash } from 'node:crypto';
import type { MerkleStep, StreamHead } from '@facet/event-schemas';
import { canonicalJson } from '../hash/canonical-json.js';

/**
 * A Merkle tree over stream heads, hashed as RFC 6962 (Certificate Transparency) does: a leaf is
 * SHA-256(0x00 || canonical JSON of the head), a node SHA-256(0x01 || left || right), and a level
 * with an odd count carries its last node up unpaired. The prefixes keep a leaf from posing as a
 * node. Leaves are sorted by stream so anyone rebuilds the same root from the same heads.
 */
const sha256 = (...parts: Buffer[]): Buffer => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const leafHash = (head: StreamHead): string =>
  sha256(LEAF, Buffer.from(canonicalJson(head))).toString('hex');

const nodeHash = (left: string, right: string): string =>
  sha256(NODE, Buffer.from(left, 'hex'), Buffer.from(right, 'hex')).toString('hex');

/** The order leaves take in a checkpoint's tree. */
export const sortHeads = (heads: readonly StreamHead[]): StreamHead[] =>
  [...heads].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0));

/** Every level of the tree, leaves first; the last level holds the root alone. */
function levels(leaves: readonly string[]): string[][] {
  const out = [leaves.slice()];
  while (out.at(-1)!.length > 1) {
    const below = out.at(-1)!;
    const up: string[] = [];
    for (let i = 0; i < below.length; i += 2)
      up.push(i + 1 < below.length ? nodeHash(below[i]!, below[i + 1]!) : below[i]!);
    out.push(up);
  }
  return out;
}

/** The root over heads already in leaf order (see sortHeads); an empty tree has no root. */
export function merkleRoot(heads: readonly StreamHead[]): string {
  if (heads.length === 0) throw new RangeError('merkleRoot: no heads');
  return levels(heads.map(leafHash)).at(-1)![0]!;
}

/** The sibling path from leaf `index` up to the root. */
export function merkleProof(heads: readonly StreamHead[], index: number): MerkleStep[] {
  if (index < 0 || index >= heads.length) throw new RangeError('merkleProof: no such leaf');
  const path: MerkleStep[] = [];
  let i = index;
  for (const level of levels(heads.map(leafHash)).slice(0, -1)) {
    const sibling = i % 2 === 0 ? i + 1 : i - 1;
    if (sibling < level.length)
      path.push({ side: i % 2 === 0 ? 'right' : 'left', hash: level[sibling]! });
    i = Math.floor(i / 2);
  }
  return path;
}

/** The root a head and its path lead to: equal to a checkpoint's root when the head is in it. */
export function rootFromProof(head: StreamHead, path: readonly MerkleStep[]): string {
  let h = leafHash(head);
  for (const step of path)
    h = step.side === 'right' ? nodeHash(h, step.hash) : nodeHash(step.hash, h);
  return h;
}
