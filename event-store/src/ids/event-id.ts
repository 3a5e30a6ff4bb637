import { hash } from 'node:crypto';

/** The variant's top nibble, 0b10xx, by the hash's low two bits of it. */
const VARIANT = ['8', '9', 'a', 'b'];

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
  // One-shot hash to hex (a Buffer result costs more than the hash), then the UUID's fields as
  // text: 48 bits of the instant, version 7, the variant bits over the hash's 10th byte.
  const h = hash('sha256', `${stream}\u0000${commandId}\u0000${iso}\u0000${index}`, 'hex');
  const time = ms.toString(16).padStart(12, '0');
  const variant = VARIANT[parseInt(h[16]!, 16) & 0x3]!;
  return `${time.slice(0, 8)}-${time.slice(8)}-7${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
