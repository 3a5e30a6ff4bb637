import type {
  EventData,
  LedgerEntryRecorded,
  LedgerEntryReason,
  PaymentReceiptPayload,
  RecordedEvent,
} from '@facet/event-schemas';

type Entry = EventData<typeof LedgerEntryRecorded>;

/** The entries that give a buyer's money back; every other entry is a payment. */
const REFUNDS: ReadonlySet<LedgerEntryReason> = new Set([
  'deposit-released',
  'deposit-refunded',
  'invoice-refund',
  'invoice-card-refund',
]);

const entryOf = (e: RecordedEvent): Entry | undefined =>
  e.type === 'LedgerEntryRecorded' ? (e.data as Entry) : undefined;

/**
 * What a payment receipt signs: one recorded ledger entry, where the log put it and its hash.
 * `amount` is the entry's debits (= its credits), in cents; the seller is the owner of the
 * seller-payable line the entry moved, when it moved one.
 */
export function paymentReceiptPayloadOf(
  e: RecordedEvent,
  keyId: string,
): PaymentReceiptPayload | undefined {
  const d = entryOf(e);
  if (!d) return undefined;
  const amount = d.lines.reduce((sum, l) => (l.side === 'debit' ? sum + l.amount : sum), 0);
  const seller = d.lines.find((l) => l.account.kind === 'seller-payable')?.account.owner;
  return {
    format: 'facet-payment-receipt/1',
    kind: REFUNDS.has(d.reason) ? 'refund' : 'payment',
    reason: d.reason,
    buyerId: d.buyerId,
    sellerId: seller ?? null,
    key: d.key,
    amount,
    lotId: d.lotId ?? null,
    reference: d.reference ?? null,
    eventId: e.id,
    eventType: e.type,
    stream: e.stream,
    revision: e.revision,
    hash: e.hash,
    serverTime: d.at,
    keyId,
  };
}

/** Receipt payloads of every entry among `events`, in the order given. */
export const paymentReceiptPayloadsOf = (
  events: readonly RecordedEvent[],
  keyId: string,
): PaymentReceiptPayload[] =>
  events.flatMap((e) => {
    const p = paymentReceiptPayloadOf(e, keyId);
    return p ? [p] : [];
  });

/**
 * Whether a ledger entry moved an invoice's money: one of its payments (the entry's key is the
 * payment's, or the system's record of it, or that payment's give-back), the deposit applied to
 * it or its refund (both keyed by the invoice's id).
 */
export function entryOfInvoice(
  entryKey: string,
  invoice: { invoiceId: string; paymentKeys: readonly string[] },
): boolean {
  const bare = entryKey.startsWith('system:') ? entryKey.slice('system:'.length) : entryKey;
  if (bare === `apply-deposit-${invoice.invoiceId}` || bare === `refund-${invoice.invoiceId}`)
    return true;
  return invoice.paymentKeys.some((k) => bare === k || bare === `${k}:refund`);
}
