import type { KeyObject } from 'node:crypto';
import type { BidReceipt, ExportedEvent } from '@facet/event-schemas';
import { type EvidenceFailure, failure } from './evidence-failure.js';
import { verifyPayload } from './signature.js';

const num = (data: unknown, field: string): number | undefined => {
  const v = (data as Record<string, unknown> | null)?.[field];
  return typeof v === 'number' ? v : undefined;
};
const str = (data: unknown, field: string): string | undefined => {
  const v = (data as Record<string, unknown> | null)?.[field];
  return typeof v === 'string' ? v : undefined;
};

/** What a receipt says about its bid that the recorded event says otherwise. */
function disagreement(r: BidReceipt['payload'], e: ExportedEvent): string | undefined {
  if (e.stream !== r.stream || e.revision !== r.revision)
    return `it places event ${r.eventId} at ${r.stream} revision ${r.revision}, the export at ${e.stream} revision ${e.revision}`;
  if (e.hash !== r.hash) return `its hash differs from the exported event's (${e.hash})`;
  if (e.type !== r.eventType) return `its event type ${r.eventType} differs from ${e.type}`;
  // The bid's own fields, where the event carries them (a pre-bid has a maximum and no amount).
  const amount = num(e.data, 'amount');
  if (amount !== undefined && amount !== r.amount)
    return `its amount ${r.amount} differs from the recorded bid's ${amount} (cents)`;
  const maximum = num(e.data, 'maximum');
  if (r.maximum !== null && maximum !== undefined && maximum !== r.maximum)
    return `its maximum ${r.maximum} differs from the recorded bid's ${maximum} (cents)`;
  for (const [field, value] of [
    ['bidId', r.bidId],
    ['userId', r.userId],
    ['lotId', r.lotId],
  ] as const) {
    const recorded = str(e.data, field);
    if (recorded !== undefined && recorded !== value)
      return `its ${field} ${value} differs from the recorded bid's ${recorded}`;
  }
  return undefined;
}

/** Each receipt is signed by the key, and its event (id, hash, amount) is in the export. */
export function checkReceipts(
  receipts: readonly BidReceipt[],
  events: readonly ExportedEvent[],
  key: KeyObject,
  keyId: string,
): EvidenceFailure | undefined {
  for (const [i, { payload, signature }] of receipts.entries()) {
    const what = `receipt ${i + 1} (bid ${payload?.bidId}, event ${payload?.eventId})`;
    if (payload?.format !== 'facet-bid-receipt/1')
      return failure('receipt', what, `unknown format ${String(payload?.format)}`);
    if (payload.keyId !== keyId)
      return failure('receipt', what, `signed by key ${payload.keyId}, not ${keyId}`);
    if (!verifyPayload(key, payload, signature))
      return failure(
        'receipt',
        what,
        'its signature does not verify with the key (altered, or signed by another key)',
      );
    const event = events.find((e) => e.id === payload.eventId);
    if (!event) return failure('receipt', what, 'its event is not in the export');
    const why = disagreement(payload, event);
    if (why) return failure('receipt', what, why);
  }
  return undefined;
}
