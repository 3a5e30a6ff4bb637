import type { CatchUpRequest } from '@facet/event-schemas';
import type { Lot } from './cached-lot';

function lotsIn(data: unknown): Lot[] {
  if (typeof data !== 'object' || data === null) return [];
  const records = (data as { records?: unknown }).records;
  if (Array.isArray(records)) return records as Lot[];
  return 'id' in data && 'revision' in data ? [data as Lot] : [];
}

/**
 * What a reconnecting client tells the gateway (`catchUp`): the oldest revision any cached query
 * holds of each watched lot, so every copy of a lot that moved on gets its push.
 */
export function catchUpRequest(
  cached: readonly unknown[],
  watched: readonly string[],
): CatchUpRequest {
  const wanted = new Set(watched);
  const lots: Record<string, number> = {};
  for (const data of cached) {
    for (const lot of lotsIn(data)) {
      if (!wanted.has(lot.id)) continue;
      const seen = lots[lot.id];
      lots[lot.id] = seen === undefined ? lot.revision : Math.min(seen, lot.revision);
    }
  }
  return { lots };
}
