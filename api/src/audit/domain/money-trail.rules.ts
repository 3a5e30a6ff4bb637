import { cartStream, invoiceStream, ledgerStream, type RecordedEvent } from '@facet/event-schemas';

/**
 * Issue 25: the money streams an export of some lots carries beside the lots' own. A lot's money
 * lives on streams of other aggregates: the invoice that bills it, the cart whose checkout held it,
 * each buyer's ledger (one stream per buyer: deposits held for the lot, the invoice's payments, a
 * refund) and the seller's (the payouts of what the invoice owed them), the payer's redirect and
 * online payments. A hash chain proves only a whole stream, so each stream named is exported whole, from
 * revision 0, even where it also holds the buyer's other lots or the seller's other payouts.
 */
export interface MoneyTrail {
  invoices: Set<string>;
  buyers: Set<string>;
  /**
   * Sellers the lots' invoices owe: a payout is recorded on the seller's own ledger and names no
   * lot (it pays what is payable, whichever sales made it), so the seller's whole ledger proves it.
   */
  sellers: Set<string>;
  carts: Set<string>;
  /**
   * Whole stream names of the payments context: `payment-…` (a gateway's payment, a refund), a
   * payer's `redirect-payments-…` that started a payment of the lots' invoice or deposit, an
   * online payment's write-ahead (`online-payment-…`) of one and the provider's webhook events
   * about it (`provider-event-…`).
   */
  payments: Set<string>;
  /** Keys of the online payments found: a provider's webhook event names its payment by key. */
  onlineKeys: Set<string>;
}

/** Streams the payments context keeps of its own (a provider's payment or refund, when recorded). */
const PAYMENT_STREAM = /^payment-/;

export const emptyMoneyTrail = (): MoneyTrail => ({
  invoices: new Set(),
  buyers: new Set(),
  sellers: new Set(),
  carts: new Set(),
  payments: new Set(),
  onlineKeys: new Set(),
});

interface Named {
  lotId?: string;
  buyerId?: string;
  sellerId?: string;
  invoiceId?: string;
  payerId?: string;
  purpose?: string;
  subjectId?: string;
  targetId?: string;
  key?: string | null;
  payer?: { id?: string };
  userId?: string;
  items?: { lotId?: string }[];
  holds?: { lotId?: string }[];
}

/**
 * Whether a payment started through a gateway pays the lots' invoice (found before: it was raised
 * first) or a deposit for one of them; `paid` is the invoice's or the lot's id.
 */
const paysForLots = (
  purpose: string | undefined,
  paid: string | undefined,
  trail: MoneyTrail,
  lots: ReadonlySet<string>,
): boolean =>
  !!paid &&
  ((purpose === 'invoice' && trail.invoices.has(paid)) ||
    (purpose === 'bid-deposit' && lots.has(paid)));

/**
 * Folds one page of the log into the trail of `lots`: an invoice raised for one of them (its
 * buyer's and its seller's ledgers), a ledger entry naming one (a deposit), a checkout holding
 * one, a redirect or online payment started for one's invoice or deposit (and the provider's
 * webhook events about that online payment). Invoices are raised after their
 * lots' deposits and checkouts, and before their payments start, so one pass in log order finds
 * each; a payment recorded on an invoice found is on its buyer's ledger, named through the
 * invoice, and a payout to its seller on the seller's.
 */
export function followMoney(
  trail: MoneyTrail,
  page: readonly RecordedEvent[],
  lots: ReadonlySet<string>,
): void {
  for (const e of page) {
    const d = (e.data ?? {}) as Named;
    if (
      PAYMENT_STREAM.test(e.stream) &&
      ((d.lotId && lots.has(d.lotId)) || (d.invoiceId && trail.invoices.has(d.invoiceId)))
    ) {
      trail.payments.add(e.stream);
      if (d.buyerId) trail.buyers.add(d.buyerId);
    }
    switch (e.type) {
      case 'InvoiceRaised':
        if (d.invoiceId && d.buyerId && d.items?.some((i) => i.lotId && lots.has(i.lotId))) {
          trail.invoices.add(d.invoiceId);
          trail.buyers.add(d.buyerId);
          if (d.sellerId) trail.sellers.add(d.sellerId);
        }
        break;
      case 'RedirectPaymentStarted':
        // The payer's ledger too: money an invoice could no longer take is credited to it.
        if (d.payerId && paysForLots(d.purpose, d.subjectId, trail, lots)) {
          trail.payments.add(e.stream);
          trail.buyers.add(d.payerId);
        }
        break;
      case 'OnlinePaymentStarted':
        if (d.key && paysForLots(d.purpose, d.targetId, trail, lots)) {
          trail.payments.add(e.stream);
          trail.onlineKeys.add(d.key);
          if (d.payer?.id) trail.buyers.add(d.payer.id);
        }
        break;
      case 'ProviderEventReceived':
        // The provider's word about a payment found (it comes after the payment started).
        if (d.key && trail.onlineKeys.has(d.key)) trail.payments.add(e.stream);
        break;
      case 'LedgerEntryRecorded':
        if (d.buyerId && d.lotId && lots.has(d.lotId)) trail.buyers.add(d.buyerId);
        break;
      case 'CartCheckoutStarted':
        if (d.userId && d.holds?.some((h) => h.lotId && lots.has(h.lotId))) {
          trail.carts.add(d.userId);
          trail.buyers.add(d.userId);
        }
        break;
    }
  }
}

/**
 * The trail's streams, each once, in a stable order: invoices, ledgers (buyers' and sellers', one
 * stream per user however many parts they played), carts, payments.
 */
export const moneyStreamsOf = (trail: MoneyTrail): string[] => [
  ...[...trail.invoices].sort().map(invoiceStream),
  ...[...new Set([...trail.buyers, ...trail.sellers])].sort().map(ledgerStream),
  ...[...trail.carts].sort().map(cartStream),
  ...[...trail.payments].sort(),
];
