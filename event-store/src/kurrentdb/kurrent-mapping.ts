import type { EventMetadata, Position, RecordedEvent } from '@facet/event-schemas';
import {
  jsonEvent,
  type ResolvedEvent,
  type Position as KurrentPosition,
} from '@kurrent/kurrentdb-client';

/** What the adapter keeps beside the caller's metadata: the schema version and the hash chain. */
interface FacetMeta {
  schemaVersion: number;
  prevHash: string;
  hash: string;
}
type StoredMetadata = EventMetadata & {
  $correlationId: string;
  $causationId: string;
  $facet: FacetMeta;
};

export function toKurrentEvent(e: RecordedEvent) {
  const metadata: StoredMetadata = {
    ...e.metadata,
    $correlationId: e.metadata.correlationId,
    $causationId: e.metadata.causationId,
    $facet: { schemaVersion: e.schemaVersion, prevHash: e.prevHash, hash: e.hash },
  };
  return jsonEvent({ id: e.id, type: e.type, data: e.data as Record<string, unknown>, metadata });
}

export const encodeKurrentPosition = (p: KurrentPosition): Position =>
  `${p.commit.toString().padStart(20, '0')}.${p.prepare.toString().padStart(20, '0')}`;

export function decodeKurrentPosition(p: Position): KurrentPosition {
  const [commit, prepare] = p.split('.');
  if (!commit || !prepare) throw new Error(`Not a KurrentDB event store position: ${p}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

/** Our events only: system events and foreign writers' events (no chain metadata) are left out. */
export function fromResolved(r: ResolvedEvent): RecordedEvent | undefined {
  const e = r.event;
  if (!e || !e.isJson || !e.position) return undefined;
  const stored = e.metadata as Partial<StoredMetadata> | undefined;
  if (!stored?.$facet) return undefined;
  const { $facet, $correlationId: _c, $causationId: _k, ...metadata } = stored;
  return {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: encodeKurrentPosition(e.position),
    type: e.type,
    schemaVersion: $facet.schemaVersion,
    data: e.data,
    metadata: metadata as EventMetadata,
    recordedAt: e.created.toISOString(),
    prevHash: $facet.prevHash,
    hash: $facet.hash,
  };
}
