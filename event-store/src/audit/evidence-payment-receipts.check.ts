import type { KeyObject } from 'node:crypto';
import type { ExportedEvent, PaymentReceipt, PaymentReceiptPayload } from '@facet/event-schemas';
import { type EvidenceFailure, failure } from './evidence-failure.js';
import { verifyPayload } from './signature.js';

interface EntryData {
  key?: unknown;
  buyerId?: unknown;
  reason?: unknown;
  lotId?: unknown;
  reference?: unknown;
  lines?: { side?: unknown; amount?: unknown; account?: { kind?: unknown; owner?: unknown } }[];
}

const debits = (d: EntryData): number =>
  (d.lines ?? []).reduce(
    (sum, l) => (l.side === 'debit' && typeof l.amount === 'number' ? sum + l.amount : sum),
    0,
  );

/** What a payment receipt says about its ledger entry that the recorded event says otherwise. */
function disagreement(r: PaymentReceiptPayload, e: ExportedEvent): string | undefined {
  if (e.stream !== r.stream || e.revision !== r.revision)
    return `it places event ${r.eventId} at ${r.stream} revision ${r.revision}, the export at ${e.stream} revision ${e.revision}`;
  if (e.hash !== r.hash) return `its hash differs from the exported event's (${e.hash})`;
  if (e.type !== r.eventType) return `its event type ${r.eventType} differs from ${e.type}`;
  const d = (e.data ?? {}) as EntryData;
  const amount = debits(d);
  if (amount !== r.amount)
    return `its amount ${r.amount} differs from the recorded entry's ${amount} (cents)`;
  const seller = d.lines?.find((l) => l.account?.kind === 'seller-payable')?.account?.owner ?? null;
  for (const [field, receipt, recorded] of [
    ['buyerId', r.buyerId, d.buyerId],
    ['key', r.key, d.key],
    ['reason', r.reason, d.reason],
    ['lotId', r.lotId, d.lotId ?? null],
    ['reference', r.reference, d.reference ?? null],
    ['sellerId', r.sellerId, seller],
  ] as const)
    if (receipt !== recorded)
      return `its ${field} ${String(receipt)} differs from the recorded entry's ${String(recorded)}`;
  return undefined;
}

/**
 * Each payment receipt is signed by the key, and its ledger entry (id, place, hash, amount,
 * parties) is in the export: `source` names where the receipts came from in the failure.
 */
export function checkPaymentReceipts(
  receipts: readonly PaymentReceipt[],
  events: readonly ExportedEvent[],
  key: KeyObject,
  keyId: string,
  source: 'the export' | 'given',
): EvidenceFailure | undefined {
  for (const [i, { payload, signature }] of receipts.entries()) {
    const what = `payment receipt ${i + 1} ${source === 'given' ? '(given)' : 'of the export'} (entry ${payload?.eventId}, stream ${payload?.stream}, revision ${payload?.revision})`;
    if (payload?.format !== 'facet-payment-receipt/1')
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
    if (!event) return failure('receipt', what, 'its ledger entry is not in the export');
    const why = disagreement(payload, event);
    if (why) return failure('receipt', what, why);
  }
  return undefined;
}

export const isPaymentReceipt = (r: unknown): r is PaymentReceipt =>
  (r as PaymentReceipt | null)?.payload?.format === 'facet-payment-receipt/1';
