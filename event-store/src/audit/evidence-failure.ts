import type { ExportedEvent } from '@facet/event-schemas';

/** The first thing in an evidence export that does not hold, and why. */
export interface EvidenceFailure {
  subject: 'export' | 'key' | 'event' | 'checkpoint' | 'proof' | 'manifest' | 'receipt';
  /** Names the failing item: "event <id> (stream lot-1, revision 3, HardBidPlaced)", "checkpoint 4". */
  what: string;
  reason: string;
  event?: { id: string; stream: string; revision: number; type: string };
}

export const describeEvent = (e: Pick<ExportedEvent, 'id' | 'stream' | 'revision' | 'type'>) =>
  `event ${e.id} (stream ${e.stream}, revision ${e.revision}, ${e.type})`;

export const eventFailure = (e: ExportedEvent, reason: string): EvidenceFailure => ({
  subject: 'event',
  what: describeEvent(e),
  reason,
  event: { id: e.id, stream: e.stream, revision: e.revision, type: e.type },
});

export const failure = (
  subject: EvidenceFailure['subject'],
  what: string,
  reason: string,
): EvidenceFailure => ({ subject, what, reason });
