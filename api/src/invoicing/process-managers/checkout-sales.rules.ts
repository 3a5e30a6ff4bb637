import type { BuyNowCheckedOut, EventData } from '@facet/event-schemas';
import { toMs } from '../../shared/domain/instant.rules.js';

/** How long after a checkout's last sale its own request may still be raising the invoice. */
export const CHECKOUT_GRACE_MS = 60_000;

/** What the lots sold to one checkout's invoice (its `common_invoice`), in the order sold. */
export interface CheckoutSales {
  invoiceId: string;
  buyerId: string;
  lines: { lotId: string; holdId: string; qty: number }[];
  lastSoldAt: string;
}

/** A lot's sale of a hold added to its invoice's sales; the same hold seen again adds nothing. */
export function withCheckedOut(
  sales: CheckoutSales | undefined,
  e: EventData<typeof BuyNowCheckedOut>,
): CheckoutSales {
  const line = { lotId: e.lotId, holdId: e.holdId, qty: e.qty };
  if (!sales)
    return { invoiceId: e.common_invoice, buyerId: e.userId, lines: [line], lastSoldAt: e.at };
  if (sales.lines.some((l) => l.holdId === e.holdId && l.lotId === e.lotId)) return sales;
  const lastSoldAt = toMs(e.at) > toMs(sales.lastSoldAt) ? e.at : sales.lastSoldAt;
  return { ...sales, lines: [...sales.lines, line], lastSoldAt };
}

/**
 * A checkout's invoice is the finisher's to raise once its request had the grace to do it and
 * did not: the request sells every hold before it raises, so a raise that has not come a grace
 * after the last sale is one whose request died (or whose buyer never retried).
 */
export function checkoutOverdue(sales: CheckoutSales, nowMs: number, graceMs: number): boolean {
  return nowMs >= toMs(sales.lastSoldAt) + graceMs;
}
