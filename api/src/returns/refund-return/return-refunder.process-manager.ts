import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { LogFollower } from '../../shared/event-sourcing/log-follower.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { ReturnRefundSaga } from './return-refund.saga.js';

/**
 * Finishes every accepted return whose refund is not in the log (the api died between the accept
 * and the refund, or the gateway failed): at start and as accepts arrive, retried until done.
 * The saga is keyed by the request at every step, so whoever runs it the money moves once.
 */
@Injectable()
export class ReturnRefunder extends LogFollower {
  protected readonly logger = new Logger('Returns');
  /** requestId -> invoiceId of accepted returns not refunded yet. */
  private readonly pending = new Map<string, string>();

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly saga: ReturnRefundSaga,
  ) {
    super(store, { retryMs: 5_000 });
  }

  protected fold(e: RecordedEvent): boolean {
    const data = e.data as { requestId?: string; invoiceId?: string };
    if (e.type === 'ReturnAccepted' && data.requestId && data.invoiceId) {
      this.pending.set(data.requestId, data.invoiceId);
      return true;
    }
    if (e.type === 'ReturnRefunded' && data.requestId) this.pending.delete(data.requestId);
    return false;
  }

  protected hasWork(): boolean {
    return this.pending.size > 0;
  }

  protected async work(): Promise<boolean> {
    let ok = true;
    for (const [requestId, invoiceId] of [...this.pending]) {
      try {
        await this.saga.complete(invoiceId, requestId);
      } catch (err) {
        ok = false;
        this.logger.warn(`return ${requestId} refund deferred: ${(err as Error).message}`);
      }
    }
    return ok;
  }
}
