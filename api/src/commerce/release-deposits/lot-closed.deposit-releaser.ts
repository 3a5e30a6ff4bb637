import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type RecordedEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { DepositReleasePlanner, type DueRelease, keyOf } from './deposit-release.planner.js';
import { ReleaseDepositHandler } from './release-deposit.handler.js';

const RETRY_MS = 5_000;

/**
 * Gives back every deposit a closed lot holds except the winner's (sold or unsold, however it
 * closed). It folds the whole log on start, as the invoicer does: a close whose releases are not
 * in the log yet (a crash) is finished then; deposits already given back are settled by their
 * ledger entries and never tried again. Every process may run it: the handler is keyed by
 * (lot, buyer), so a deposit is given back at most once, and a failed release is retried until
 * it is done, so none is kept forever.
 */
@Injectable()
export class LotClosedDepositReleaser implements OnModuleDestroy {
  private readonly logger = new Logger('Deposits');
  private readonly planner = new DepositReleasePlanner();
  private readonly pending = new Map<string, DueRelease>();
  private subscription: Subscription | undefined;
  private draining: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private live = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly handler: ReleaseDepositHandler,
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
      const { due, settled } = this.planner.fold(e);
      for (const d of due) this.pending.set(keyOf(d.lotId, d.buyerId), d);
      for (const key of settled) this.pending.delete(key);
    }
    if (this.live && this.pending.size > 0) void this.drain();
  }

  /** Gives pending deposits back one drain at a time; what arrives meanwhile waits for the next. */
  drain(): Promise<void> {
    this.draining ??= this.releasePending().finally(() => {
      this.draining = undefined;
      if (this.live && this.pending.size > 0 && !this.retry) void this.drain();
    });
    return this.draining;
  }

  /** Resolves once nothing is pending (tests: after the closes' events reached the log). */
  async settled(): Promise<void> {
    while (this.pending.size > 0 || this.draining) {
      await (this.draining ?? this.drain());
      if (this.pending.size > 0) await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async releasePending(): Promise<void> {
    let failed = false;
    for (const [key, due] of [...this.pending]) {
      try {
        await this.handler.release(due);
        if (this.pending.get(key) === due) this.pending.delete(key);
      } catch (err) {
        failed = true;
        this.logger.warn(`deposit ${key} release deferred: ${(err as Error).message}`);
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
