import type {
  EventData,
  LedgerEntryRecorded,
  LedgerEntryReason,
  PaymentReceiptPayload,
  RecordedEvent,
} from '@facet/event-schemas';

type Entry = EventData<typeof LedgerEntryRecorded>;

/** The entries that give a buyer's money back; a seller's payout is a payout; any other a payment. */
const REFUNDS: ReadonlySet<LedgerEntryReason> = new Set([
  'deposit-released',
  'deposit-refunded',
  'invoice-refund',
  'invoice-card-refund',
]);

const kindOf = (reason: LedgerEntryReason): PaymentReceiptPayload['kind'] =>
  reason === 'seller-payout' ? 'payout' : REFUNDS.has(reason) ? 'refund' : 'payment';

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
    kind: kindOf(d.reason),
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

/** What an invoice's receipts are looked up by: its id and the keys of what paid it. */
export interface InvoiceMoneyKeys {
  invoiceId: string;
  /** Keys of its recorded payments (`InvoicePaymentRecorded.key`). */
  paymentKeys: readonly string[];
  /** Redirect payments started for it (`RedirectPaymentStarted.paymentId`, purpose invoice). */
  redirectPaymentIds?: readonly string[];
}

/**
 * Whether a ledger entry moved an invoice's money: one of its payments (the entry's key is the
 * payment's, or the system's record of it, or that payment's give-back), the deposit applied to
 * it, its refund to the wallet or to the card (keyed by the invoice's id), or a redirect payment
 * started for it (`redirect:<paymentId>`, paid to the invoice, or `…:wallet`, credited to the
 * payer's wallet when the invoice could no longer take it: the gateway took it for this invoice).
 */
export function entryOfInvoice(entryKey: string, invoice: InvoiceMoneyKeys): boolean {
  const bare = entryKey.startsWith('system:') ? entryKey.slice('system:'.length) : entryKey;
  const id = invoice.invoiceId;
  if (bare === `apply-deposit-${id}` || bare === `refund-${id}` || bare === `refund-card-${id}`)
    return true;
  if (
    (invoice.redirectPaymentIds ?? []).some(
      (p) => bare === `redirect:${p}` || bare === `redirect:${p}:wallet`,
    )
  )
    return true;
  return invoice.paymentKeys.some((k) => bare === k || bare === `${k}:refund`);
}

/** The redirect payments a payer's `redirect-payments-…` stream started for `invoiceId`. */
export const redirectPaymentIdsFor = (
  events: readonly RecordedEvent[],
  invoiceId: string,
): string[] =>
  events.flatMap((e) => {
    const d = e.data as { paymentId?: string; purpose?: string; subjectId?: string };
    return e.type === 'RedirectPaymentStarted' &&
      d.purpose === 'invoice' &&
      d.subjectId === invoiceId &&
      d.paymentId
      ? [d.paymentId]
      : [];
  });
