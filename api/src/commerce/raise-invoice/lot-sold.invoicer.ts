import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type EventData,
  type InvoiceRaised,
  type RecordedEvent,
  START,
} from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { type LotSale, RaiseInvoiceHandler } from './raise-invoice.handler.js';

const RETRY_MS = 5_000;

/**
 * Raises the winner's invoice for every lot sold at its close (auction, reverse, sealed award),
 * whoever closed it. It folds the whole log on start: a sale whose invoice is not in the log yet
 * (a crash after the close) is raised then; one already raised is stepped over. Buy-now sales are
 * invoiced by their checkout, not here. Every process may run it: the handler is idempotent.
 */
@Injectable()
export class LotSoldInvoicer implements OnModuleDestroy {
  private readonly logger = new Logger('Invoices');
  private readonly raised = new Set<string>();
  private readonly pending = new Map<string, LotSale>();
  private subscription: Subscription | undefined;
  private draining: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private live = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly handler: RaiseInvoiceHandler,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.live = true;
    await this.drain();
  }

  private absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      if (e.type === 'InvoiceRaised') {
        const { invoiceId } = e.data as EventData<typeof InvoiceRaised>;
        this.raised.add(invoiceId);
        this.pending.delete(invoiceId);
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
    let failed = false;
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

  async stop(): Promise<void> {
    this.live = false;
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
