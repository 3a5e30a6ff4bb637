import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type BuyNowCheckedOut,
  type EventData,
  type InvoiceRaised,
  type RecordedEvent,
  START,
} from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { CheckoutInvoiceRaiser } from '../checkout/checkout-invoice.raiser.js';
import {
  CHECKOUT_GRACE_MS,
  type CheckoutSales,
  checkoutOverdue,
  withCheckedOut,
} from './checkout-sales.rules.js';
import { type LotSale, RaiseInvoiceHandler } from './raise-invoice.handler.js';

const RETRY_MS = 5_000;
/** How often a process looks for checkouts whose request died before raising their invoice. */
const SWEEP_MS = 10_000;

/**
 * Raises the winner's invoice for every lot sold at its close (auction, reverse, sealed award),
 * whoever closed it. It folds the whole log on start: a sale whose invoice is not in the log yet
 * (a crash after the close) is raised then; one already raised is stepped over. Buy-now sales are
 * invoiced by their checkout; when a checkout's request dies after the lots sold its holds and
 * before the invoice is raised (and the buyer never retries), this finishes it: a grace after the
 * last sale to the invoice, it raises that invoice from what the lots sold, with the checkout's own
 * raise step, so no unit stays sold without its invoice. Every process may run it: every raise is
 * idempotent by the invoice id.
 */
@Injectable()
export class LotSoldInvoicer implements OnModuleDestroy {
  private readonly logger = new Logger('Invoices');
  private readonly raised = new Set<string>();
  private readonly pending = new Map<string, LotSale>();
  /** Checkouts' sales by invoice id whose invoice is not raised yet. */
  private readonly checkouts = new Map<string, CheckoutSales>();
  private sweep: NodeJS.Timeout | undefined;
  private subscription: Subscription | undefined;
  private draining: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private live = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly handler: RaiseInvoiceHandler,
    private readonly checkoutRaiser: CheckoutInvoiceRaiser,
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.live = true;
    this.sweep = setInterval(() => {
      if (this.checkouts.size > 0) void this.drain();
    }, SWEEP_MS);
    this.sweep.unref?.();
    await this.drain();
  }

  private absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
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
        if (sale.via !== 'buy_now' && !this.raised.has(sale.common_invoice))
          this.pending.set(sale.common_invoice, sale);
      }
    }
    if (this.live && this.pending.size > 0) void this.drain();
  }

  /** Raises pending invoices one at a time (numbers are one stream: racing gains nothing). */
  drain(): Promise<void> {
    this.draining ??= this.raisePending().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async raisePending(): Promise<void> {
    let failed = !(await this.finishCheckouts());
    for (const [invoiceId, sale] of [...this.pending]) {
      try {
        await this.handler.raise(sale);
        this.raised.add(invoiceId);
        this.pending.delete(invoiceId);
      } catch (err) {
        failed = true;
        this.logger.warn(`invoice ${invoiceId} deferred: ${(err as Error).message}`);
      }
    }
    if (failed && this.live && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.drain();
      }, RETRY_MS);
      this.retry.unref?.();
    }
  }

  /** Raises every checkout's invoice overdue by the grace; false when one of them failed. */
  private async finishCheckouts(): Promise<boolean> {
    let ok = true;
    const now = this.clock.now().getTime();
    for (const [invoiceId, sales] of [...this.checkouts]) {
      if (!checkoutOverdue(sales, now, CHECKOUT_GRACE_MS)) continue;
      try {
        const sold = await Promise.all(
          sales.lines.map(async (l) => ({ lot: await this.lots.load(l.lotId), qty: l.qty })),
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

  async stop(): Promise<void> {
    this.live = false;
    if (this.sweep) clearInterval(this.sweep);
    this.sweep = undefined;
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.draining;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
