import type { KeyObject } from 'node:crypto';
import type { ExportedEvent } from '@facet/event-schemas';
import { type EvidenceFailure, failure } from './evidence-failure.js';
import { verifyPayload } from './signature.js';

/** What every signed receipt (a bid's, a payment's) says about the event it stands for. */
interface ReceiptPayload {
  format: string;
  keyId: string;
  eventId: string;
  eventType: string;
  stream: string;
  revision: number;
  hash: string;
}

/** Where the receipt places its event, and its hash and type, that the exported event says otherwise. */
export function placeDisagreement(r: ReceiptPayload, e: ExportedEvent): string | undefined {
  if (e.stream !== r.stream || e.revision !== r.revision)
    return `it places event ${r.eventId} at ${r.stream} revision ${r.revision}, the export at ${e.stream} revision ${e.revision}`;
  if (e.hash !== r.hash) return `its hash differs from the exported event's (${e.hash})`;
  if (e.type !== r.eventType) return `its event type ${r.eventType} differs from ${e.type}`;
  return undefined;
}

/** How one kind of receipt is checked: its format, the key, and what its event must agree with. */
export interface ReceiptCheck<P extends ReceiptPayload> {
  format: P['format'];
  key: KeyObject;
  keyId: string;
  events: readonly ExportedEvent[];
  /** The reason given when the receipt's event is not in the export. */
  notExported: string;
  disagreement: (payload: P, event: ExportedEvent) => string | undefined;
}

/**
 * One receipt: its format is known, it is signed by the key, its event is in the export and
 * agrees with it. The payload is read defensively: a receipt file is untrusted input.
 */
export function checkSignedReceipt<P extends ReceiptPayload>(
  what: string,
  { payload, signature }: { payload: P; signature: string },
  check: ReceiptCheck<P>,
): EvidenceFailure | undefined {
  if (payload?.format !== check.format)
    return failure('receipt', what, `unknown format ${String(payload?.format)}`);
  if (payload.keyId !== check.keyId)
    return failure('receipt', what, `signed by key ${payload.keyId}, not ${check.keyId}`);
  if (!verifyPayload(check.key, payload, signature))
    return failure(
      'receipt',
      what,
      'its signature does not verify with the key (altered, or signed by another key)',
    );
  const event = check.events.find((e) => e.id === payload.eventId);
  if (!event) return failure('receipt', what, check.notExported);
  const why = check.disagreement(payload, event);
  return why ? failure('receipt', what, why) : undefined;
}
