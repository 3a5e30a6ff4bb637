import type { ExportedEvent } from '@facet/event-schemas';
import { firstChainBreak } from './chain-check.js';
import { type EvidenceFailure, eventFailure } from './evidence-failure.js';

/** The exported events of each stream in the order the export lists them. */
export function groupByStream(events: readonly ExportedEvent[]): Map<string, ExportedEvent[]> {
  const streams = new Map<string, ExportedEvent[]>();
  for (const e of events) {
    const list = streams.get(e.stream) ?? [];
    list.push(e);
    streams.set(e.stream, list);
  }
  return streams;
}

/** Every stream of an export is whole (see firstChainBreak): the first break names its event. */
export function checkChains(streams: Map<string, ExportedEvent[]>): EvidenceFailure | undefined {
  for (const events of streams.values()) {
    const broken = firstChainBreak(events);
    if (broken) return eventFailure(broken.event, broken.reason);
  }
  return undefined;
}

/** The exported event of `stream` at `revision`, when the export holds it. */
export const eventAt = (
  streams: Map<string, ExportedEvent[]>,
  stream: string,
  revision: number,
): ExportedEvent | undefined => streams.get(stream)?.find((e) => e.revision === revision);
