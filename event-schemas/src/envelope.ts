/** Who caused an event and when; the same four fields on every event the marketplace records. */
export interface EventMetadata {
  correlationId: string;
  causationId: string;
  userId?: string;
  /** ISO 8601 UTC instant the server accepted the command. */
  at: string;
  /** The client's command id, when it sent one; a repeated id never takes effect twice. */
  commandId?: string;
  /**
   * A digest of the request the command id first came with: the same id with another request is
   * refused, never answered with the first one's outcome.
   */
  requestHash?: string;
}

/** An event as a decider returns it: plain data with a stable past-tense type. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** An event ready to append: the domain event plus identity, schema version and metadata. */
export interface NewEvent<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  /** UUID v7, derived from the command id so a retried command cannot append twice. */
  id: string;
  schemaVersion: number;
  metadata: EventMetadata;
}

/**
 * An opaque, adapter-defined global cursor. Adapters order it totally; callers only pass back
 * what they were given (`''` means the start of the log).
 */
export type Position = string;
export const START: Position = '';

/** An event as the store recorded it. */
export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  stream: string;
  /** 0-based position inside its stream; contiguous. */
  revision: number;
  position: Position;
  /** ISO 8601 UTC instant the store committed it. */
  recordedAt: string;
  /** SHA-256 hex of the previous event of the stream (64 zeros for the first). */
  prevHash: string;
  /** SHA-256 hex over canonical JSON of this event's identity, content and prevHash. */
  hash: string;
}
