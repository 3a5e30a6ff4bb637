import type { Position } from '@facet/event-schemas';

// Every adapter's position is digits, or dot-separated zero-padded digit groups (PostgreSQL,
// KurrentDB): comparing group by group as integers orders them as the log does.
const groups = (p: Position): bigint[] => p.split('.').map((g) => BigInt(g || '0'));

/** Global log order of two recorded events from different streams. */
export function byPosition(a: { position: Position }, b: { position: Position }): number {
  const x = groups(a.position);
  const y = groups(b.position);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0n) - (y[i] ?? 0n);
    if (d !== 0n) return d < 0n ? -1 : 1;
  }
  return 0;
}

/**
 * Streams merged in global log order. A stream is in that order already, so a log with one
 * non-empty stream (a lot without an invoice: most lots, every open one) is that stream as read:
 * no copy, and no sort comparing a 10,000-bid lot's 15,000 positions group by group.
 */
export function inLogOrder<E extends { position: Position }>(streams: readonly E[][]): E[] {
  const read = streams.filter((s) => s.length > 0);
  if (read.length === 1) return read[0] as E[];
  return read.flat().sort(byPosition);
}
