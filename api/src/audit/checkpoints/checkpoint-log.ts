import {
  AUDIT_CHECKPOINT_STREAM,
  type EventData,
  type AuditCheckpointSigned,
  type RecordedEvent,
  type SignedCheckpoint,
} from '@facet/event-schemas';

type CheckpointEventData = EventData<typeof AuditCheckpointSigned>;

/** The signed checkpoint an `AuditCheckpointSigned` event carries. */
export const signedCheckpointOf = (e: RecordedEvent): SignedCheckpoint | undefined => {
  if (e.stream !== AUDIT_CHECKPOINT_STREAM || e.type !== 'AuditCheckpointSigned') return undefined;
  const { payload, signature, heads } = e.data as CheckpointEventData;
  return { payload, signature, heads };
};

/** Every checkpoint among `events`, in the order given. */
export const signedCheckpoints = (events: readonly RecordedEvent[]): SignedCheckpoint[] =>
  events.flatMap((e) => {
    const cp = signedCheckpointOf(e);
    return cp ? [cp] : [];
  });
