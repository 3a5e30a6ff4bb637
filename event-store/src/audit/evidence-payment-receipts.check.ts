import type { KeyObject } from 'node:crypto';
import type { ExportedEvent, PaymentReceipt, PaymentReceiptPayload } from '@facet/event-schemas';
import type { EvidenceFailure } from './evidence-failure.js';
import { checkSignedReceipt, placeDisagreement } from './signed-receipt.check.js';

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
  const misplaced = placeDisagreement(r, e);
  if (misplaced) return misplaced;
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
  for (const [i, receipt] of receipts.entries()) {
    const { payload } = receipt;
    const what = `payment receipt ${i + 1} ${source === 'given' ? '(given)' : 'of the export'} (entry ${payload?.eventId}, stream ${payload?.stream}, revision ${payload?.revision})`;
    const failed = checkSignedReceipt(what, receipt, {
      format: 'facet-payment-receipt/1',
      key,
      keyId,
      events,
      notExported: 'its ledger entry is not in the export',
      disagreement,
    });
    if (failed) return failed;
  }
  return undefined;
}

export const isPaymentReceipt = (r: unknown): r is PaymentReceipt =>
  (r as PaymentReceipt | null)?.payload?.format === 'facet-payment-receipt/1';
