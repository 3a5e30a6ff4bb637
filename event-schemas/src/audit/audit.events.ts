import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** The one stream checkpoints are appended to; a checkpoint never covers its own stream. */
export const AUDIT_CHECKPOINT_STREAM = 'audit-checkpoints';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

const streamHead = z.object({
  stream: id,
  revision: z.number().int().nonnegative(),
  hash: sha256Hex,
});

/**
 * Issue 18: a signed checkpoint of the log. `payload` is exactly what `signature` covers (the
 * `CheckpointPayload` of audit.model.ts); `heads` are the Merkle leaves, sorted by stream.
 */
export const AuditCheckpointSigned = defineEvent(
  'AuditCheckpointSigned',
  1,
  z.object({
    payload: z.object({
      format: z.literal('facet-checkpoint/1'),
      sequence: z.number().int().positive(),
      previous: sha256Hex.nullable(),
      fromPosition: z.string().nullable(),
      toPosition: z.string().min(1),
      at: instant,
      root: sha256Hex,
      leafCount: z.number().int().positive(),
      keyId: z.string().regex(/^[0-9a-f]{16}$/),
    }),
    signature: base64,
    heads: z.array(streamHead).min(1),
  }),
);

/** Every current audit event definition. */
export const auditEvents = [AuditCheckpointSigned] as const;

export type AuditEvent = EventOf<typeof AuditCheckpointSigned>;
