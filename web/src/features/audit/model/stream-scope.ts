import type { EvidenceScope } from '../api/export-evidence';

// Stream names come from one helper per aggregate: `lot-<id>`, `auction-<id>` (house style).
const SCOPED = /^(lot|auction)-(.+)$/;

/** The lot or auction an evidence export can be asked for from a stream's name; others: null. */
export function streamScope(stream: string): EvidenceScope | null {
  const m = SCOPED.exec(stream.trim());
  return m?.[1] && m[2] ? { kind: m[1] as EvidenceScope['kind'], id: m[2] } : null;
}

/** The distinct lots and auctions among the events' streams, in the order first seen. */
export function scopesOf(streams: readonly string[]): EvidenceScope[] {
  const seen = new Map<string, EvidenceScope>();
  for (const s of streams) {
    const scope = streamScope(s);
    if (scope && !seen.has(s.trim())) seen.set(s.trim(), scope);
  }
  return [...seen.values()];
}
