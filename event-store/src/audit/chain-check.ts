import type { ChainCheckAnswer } from '@facet/event-schemas';
import { GENESIS_HASH, type HashedFields, hashEvent } from '../hash/event-hash.js';

type Chained = HashedFields & { hash: string };

/** Where a stream's chain first breaks, and why, in words an auditor reads. */
export interface ChainBreak<E extends Chained> {
  index: number;
  event: E;
  reason: string;
}

/**
 * A stream read in order is whole when revisions run 0, 1, 2..., each hash is recomputed from its
 * event's content and each prevHash is the hash before it. Content first, so a changed byte names
 * the changed event; then the revision, so a removed or moved event reads as a gap, not a bad link.
 */
export function firstChainBreak<E extends Chained>(
  events: readonly E[],
): ChainBreak<E> | undefined {
  let prev = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const at = (reason: string) => ({ index, event, reason });
    if (hashEvent(event) !== event.hash)
      return at('its hash does not match its content (the event was altered)');
    if (event.revision > index)
      return at(
        `revision gap: expected revision ${index}, found ${event.revision} (an event is missing or out of order)`,
      );
    if (event.revision < index)
      return at(
        `revision out of sequence: expected revision ${index}, found ${event.revision} (events reordered or repeated)`,
      );
    if (event.prevHash !== prev)
      return at("its prevHash does not link to the previous event's hash");
    prev = event.hash;
  }
  return undefined;
}

/** `audit/verifyStream`'s answer for a stream's events in revision order. */
export function checkStreamChain(
  stream: string,
  events: readonly (Chained & { id: string })[],
): ChainCheckAnswer {
  const broken = firstChainBreak(events);
  if (!broken) return { stream, ok: true, checked: events.length };
  return {
    stream,
    ok: false,
    checked: broken.index + 1,
    brokenAt: broken.event.revision,
    brokenEventId: broken.event.id,
    reason: broken.reason,
  };
}
