import type { KeyObject } from 'node:crypto';
import type { BidReceipt, ExportedEvent } from '@facet/event-schemas';
import type { EvidenceFailure } from './evidence-failure.js';
import { checkSignedReceipt, placeDisagreement } from './signed-receipt.check.js';

/**
 * The event's own field (never an inherited member), read without importing event-schemas' code:
 * the offline verifier loads only node built-ins and the audit modules (verify-cli.spec).
 */
const own = (data: unknown, field: string): unknown =>
  data !== null && typeof data === 'object' && Object.hasOwn(data, field)
    ? // eslint-disable-next-line no-restricted-syntax -- own key, checked on the line above
      (data as Record<string, unknown>)[field]
    : undefined;

const num = (data: unknown, field: string): number | undefined => {
  const v = own(data, field);
  return typeof v === 'number' ? v : undefined;
};
const str = (data: unknown, field: string): string | undefined => {
  const v = own(data, field);
  return typeof v === 'string' ? v : undefined;
};

/** What a receipt says about its bid that the recorded event says otherwise. */
function disagreement(r: BidReceipt['payload'], e: ExportedEvent): string | undefined {
  const misplaced = placeDisagreement(r, e);
  if (misplaced) return misplaced;
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
  for (const [i, receipt] of receipts.entries()) {
    const { payload } = receipt;
    const what = `receipt ${i + 1} (bid ${payload?.bidId}, event ${payload?.eventId})`;
    const failed = checkSignedReceipt(what, receipt, {
      format: 'facet-bid-receipt/1',
      key,
      keyId,
      events,
      notExported: 'its event is not in the export',
      disagreement,
    });
    if (failed) return failed;
  }
  return undefined;
}
