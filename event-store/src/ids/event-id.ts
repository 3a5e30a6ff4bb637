import { hash } from 'node:crypto';

/** The last instant asked, parsed: a command's events, and a hot lot's commands of one millisecond, share it. */
let last: { at: string; ms: number; iso: string } | undefined;

/** `at` as epoch ms and its canonical ISO form (what the id hashes), parsed once per distinct string. */
function instantOf(at: string | Date): { ms: number; iso: string } {
  if (typeof at === 'string' && last?.at === at) return last;
  const instant = typeof at === 'string' ? new Date(at) : at;
  const ms = instant.getTime();
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`eventIdFor: bad instant ${String(at)}`);
  const parsed = { ms, iso: instant.toISOString() };
  if (typeof at === 'string') last = { at, ...parsed };
  return parsed;
}

/**
 * A UUID v7 that is a pure function of (stream, command id, command instant, index): the timestamp
 * is the command's instant and the random bits come from SHA-256, so a retried command yields the
 * same ids and the store's idempotency turns the retry into a no-op. The stream is part of it
 * because one command id may drive several streams (a deposit: the buyer's ledger, then the lot)
 * in the same millisecond, and an event id names one event of the whole store.
 */
export function eventIdFor(
  stream: string,
  commandId: string,
  at: string | Date,
  index: number,
): string {
  const { ms, iso } = instantOf(at);
  // One-shot hash: no Hash object per event on the bid path.
  const bytes = hash('sha256', `${stream}\u0000${commandId}\u0000${iso}\u0000${index}`, 'buffer');
  let t = ms;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
