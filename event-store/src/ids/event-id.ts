import { hash } from 'node:crypto';

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
  const instant = typeof at === 'string' ? new Date(at) : at;
  const ms = instant.getTime();
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`eventIdFor: bad instant ${String(at)}`);
  // One-shot hash: no Hash object per event on the bid path.
  const bytes = hash(
    'sha256',
    `${stream}\u0000${commandId}\u0000${instant.toISOString()}\u0000${index}`,
    'buffer',
  ).subarray(0, 16);
  let t = ms;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
