import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RecordedEvent } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { LogFollower } from '../../shared/event-sourcing/log-follower.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { PaymentRefused } from '../gateway/payment-gateway.port.js';
import { OnlinePaymentReplayer } from '../online-payments/online-payment.replayer.js';
import { PaymentJournal, type Started } from '../online-payments/payment-journal.js';

/** PAYMENT_RECONCILE_MS: how often pending payments are looked at (default one minute). */
const sweepMs = Number(process.env.PAYMENT_RECONCILE_MS ?? 60_000);
/**
 * PAYMENT_RECONCILE_GRACE_MS: how old a started payment must be before it is settled here (two
 * minutes): younger ones may still be in their own request.
 */
const graceMs = Number(process.env.PAYMENT_RECONCILE_GRACE_MS ?? 120_000);
/**
 * A provider keeps an idempotency key for a day (Stripe: 24 h): past that, sending the command
 * again could make a second intent instead of finding the first, so it is left to a person.
 */
const replayableMs = 23 * 60 * 60 * 1000;

/**
 * Reconciliation, at start and on a schedule: an online payment started (the provider asked)
 * with no ledger entry under its key and no refusal is one a crash cut between the provider's
 * answer and our ledger. Its command is sent again (OnlinePaymentReplayer), which settles it to the
 * same end state a finished request leaves, once; a refusal closes it.
 */
@Injectable()
export class OnlinePaymentReconciler extends LogFollower {
  protected readonly logger = new Logger('Reconciliation');
  private readonly pending = new Map<string, Started>();

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly journal: PaymentJournal,
    private readonly replayer: OnlinePaymentReplayer,
  ) {
    super(store, { retryMs: 5_000, sweepMs });
  }

  protected fold(e: RecordedEvent): boolean {
    const data = e.data as { key?: string };
    if (e.type === 'OnlinePaymentStarted') {
      this.pending.set(data.key ?? '', e.data as Started);
      return graceMs === 0;
    }
    if (e.type === 'OnlinePaymentRefused') this.pending.delete(data.key ?? '');
    // The ledger entry of a payment is recorded by the system under the payment's key.
    if (e.type === 'LedgerEntryRecorded' && data.key?.startsWith('system:'))
      this.pending.delete(data.key.slice('system:'.length));
    return false;
  }

  protected hasWork(): boolean {
    return this.pending.size > 0;
  }

  protected async work(): Promise<boolean> {
    let ok = true;
    const due = this.clock.now().getTime() - graceMs;
    for (const [key, started] of [...this.pending]) {
      const startedAt = Date.parse(started.at);
      if (startedAt > due) continue;
      if (this.clock.now().getTime() - startedAt > replayableMs) {
        this.logger.error(
          `payment ${key} is older than the provider's idempotency window: settle by hand`,
        );
        this.pending.delete(key);
        continue;
      }
      try {
        await this.replayer.replay(started);
        this.logger.log(`payment ${key} settled by reconciliation`);
      } catch (err) {
        // Refused by the provider, or by the invoice or lot (paid otherwise, closed): nothing
        // is owed and the hold, if any, was released by the handler.
        if (!(err instanceof PaymentRefused || err instanceof DomainRejection)) {
          ok = false;
          this.logger.warn(`payment ${key} not settled yet: ${(err as Error).message}`);
          continue;
        }
        await this.journal.refused(key, err.message);
      }
      this.pending.delete(key);
    }
    return ok;
  }
}
