import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  BuyNowCheckedOut,
  EventData,
  InvoiceRaised,
  RecordedEvent,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { LogFollower } from '../../shared/event-sourcing/log-follower.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { CheckoutInvoiceRaiser } from '../raise-invoice/checkout-invoice.raiser.js';
import {
  CHECKOUT_GRACE_MS,
  type CheckoutSales,
  checkoutOverdue,
  withCheckedOut,
} from './checkout-sales.rules.js';
import { type LotSale, RaiseInvoiceHandler } from '../raise-invoice/raise-invoice.handler.js';

/**
 * Raises the winner's invoice for every lot sold at its close (auction, reverse, sealed award),
 * whoever closed it: a sale whose invoice is not in the log yet (a crash after the close) is
 * raised at the next start; one already raised is stepped over. Buy-now sales are invoiced by
 * their checkout; when a checkout's request dies after the lots sold its holds and before the
 * invoice is raised (and the buyer never retries), this finishes it: a grace after the last sale
 * to the invoice, it raises that invoice from what the lots sold, with the checkout's own raise
 * step, so no unit stays sold without its invoice. Every process may run it: every raise is
 * idempotent by the invoice id. One raise at a time: numbers are one stream, racing gains nothing.
 */
@Injectable()
export class LotSoldInvoicer extends LogFollower {
  protected readonly logger = new Logger('Invoices');
  private readonly raised = new Set<string>();
  private readonly pending = new Map<string, LotSale>();
  /** Checkouts' sales by invoice id whose invoice is not raised yet (due after the grace). */
  private readonly checkouts = new Map<string, CheckoutSales>();

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly handler: RaiseInvoiceHandler,
    private readonly checkoutRaiser: CheckoutInvoiceRaiser,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // The sweep finds checkouts whose grace ran out: time, not an event, makes them due.
    super(store, { retryMs: 5_000, sweepMs: 10_000 });
  }

  protected fold(e: RecordedEvent): boolean {
    if (e.type === 'InvoiceRaised') {
      const { invoiceId } = e.data as EventData<typeof InvoiceRaised>;
      this.raised.add(invoiceId);
      this.pending.delete(invoiceId);
      this.checkouts.delete(invoiceId);
    } else if (e.type === 'BuyNowCheckedOut') {
      const sale = e.data as EventData<typeof BuyNowCheckedOut>;
      const id = sale.common_invoice;
      if (!this.raised.has(id))
        this.checkouts.set(id, withCheckedOut(this.checkouts.get(id), sale));
    } else if (e.type === 'LotSold') {
      const sale = e.data as LotSale;
      if (sale.via !== 'buy_now' && !this.raised.has(sale.common_invoice)) {
        this.pending.set(sale.common_invoice, sale);
        return true;
      }
    }
    return false;
  }

  protected hasWork(): boolean {
    return this.pending.size > 0 || this.checkouts.size > 0;
  }

  protected async work(): Promise<boolean> {
    let ok = await this.finishCheckouts();
    for (const [invoiceId, sale] of [...this.pending]) {
      try {
        await this.handler.raise(sale);
        this.raised.add(invoiceId);
        this.pending.delete(invoiceId);
      } catch (err) {
        ok = false;
        this.logger.warn(`invoice ${invoiceId} deferred: ${(err as Error).message}`);
      }
    }
    return ok;
  }

  /** Raises every checkout's invoice overdue by the grace; false when one of them failed. */
  private async finishCheckouts(): Promise<boolean> {
    let ok = true;
    const now = this.clock.now().getTime();
    for (const [invoiceId, sales] of [...this.checkouts]) {
      if (!checkoutOverdue(sales, now, CHECKOUT_GRACE_MS)) continue;
      try {
        const sold = await Promise.all(
          sales.lines.map(async (l) => ({
            lot: await this.lots.load(l.lotId),
            qty: l.qty,
            holdId: l.holdId,
          })),
        );
        await this.checkoutRaiser.raise(invoiceId, sales.buyerId, sold);
        this.logger.warn(`checkout invoice ${invoiceId} raised by the finisher`);
        this.raised.add(invoiceId);
        this.checkouts.delete(invoiceId);
      } catch (err) {
        ok = false;
        this.logger.warn(`checkout invoice ${invoiceId} deferred: ${(err as Error).message}`);
      }
    }
    return ok;
  }
}
