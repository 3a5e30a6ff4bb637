import { cartStream, invoiceStream, ledgerStream, type RecordedEvent } from '@facet/event-schemas';

/**
 * Issue 25: the money streams an export of some lots carries beside the lots' own. A lot's money
 * lives on streams of other aggregates: the invoice that bills it, the cart whose checkout held it,
 * and each buyer's ledger (one stream per buyer: deposits held for the lot, the invoice's
 * payments, a refund). A hash chain proves only a whole stream, so each stream named is exported
 * whole, from revision 0, even where it also holds the buyer's other lots.
 */
export interface MoneyTrail {
  invoices: Set<string>;
  buyers: Set<string>;
  carts: Set<string>;
  /** Whole stream names of the payments context (`payment-…`: a gateway's payment, a refund). */
  payments: Set<string>;
}

/** Streams the payments context keeps of its own (a provider's payment or refund, when recorded). */
const PAYMENT_STREAM = /^payment-/;

export const emptyMoneyTrail = (): MoneyTrail => ({
  invoices: new Set(),
  buyers: new Set(),
  carts: new Set(),
  payments: new Set(),
});

interface Named {
  lotId?: string;
  buyerId?: string;
  invoiceId?: string;
  userId?: string;
  items?: { lotId?: string }[];
  holds?: { lotId?: string }[];
}

/**
 * Folds one page of the log into the trail of `lots`: an invoice raised for one of them, a ledger
 * entry naming one (a deposit), a checkout holding one. Invoices are raised after their lots'
 * deposits and checkouts, so one pass in log order finds each; a payment recorded on an invoice
 * found is on its buyer's ledger, which the trail names through the invoice.
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
        }
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

/** The trail's streams, each once, in a stable order: invoices, ledgers, carts, payments. */
export const moneyStreamsOf = (trail: MoneyTrail): string[] => [
  ...[...trail.invoices].sort().map(invoiceStream),
  ...[...trail.buyers].sort().map(ledgerStream),
  ...[...trail.carts].sort().map(cartStream),
  ...[...trail.payments].sort(),
];
