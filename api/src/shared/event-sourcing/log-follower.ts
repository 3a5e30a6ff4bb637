import type { Logger, OnModuleDestroy } from '@nestjs/common';
import { type RecordedEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';

export interface LogFollowerTiming {
  /** How long after a failed run the work is tried again. */
  retryMs: number;
  /** When set, work is also looked for this often (work that falls due with time, not events). */
  sweepMs?: number;
}

/**
 * A process manager that follows the whole log and finishes what the log says is still to do
 * (an invoice to raise, a deposit to give back). It folds the log from the start on every start,
 * so work left by a crash is found again; what is already done is in the log and stepped over.
 * Its work must be idempotent: every process may run it, and a run may repeat after a crash. A
 * failed run is retried until it succeeds, so nothing due is left undone for good.
 */
export abstract class LogFollower implements OnModuleDestroy {
  protected abstract readonly logger: Logger;
  private subscription: Subscription | undefined;
  private draining: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private sweep: NodeJS.Timeout | undefined;
  /** New work arrived while a run was under way: run again once it ends. */
  private dirty = false;
  private live = false;

  protected constructor(
    private readonly store: EventStore,
    private readonly timing: LogFollowerTiming,
  ) {}

  /** Folds one event; true when it makes work due now. */
  protected abstract fold(e: RecordedEvent): boolean;
  /** Whether any work waits (due now or later). */
  protected abstract hasWork(): boolean;
  /** Does the work due now; false when some failed and must be tried again. */
  protected abstract work(): Promise<boolean>;

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.live = true;
    if (this.timing.sweepMs) {
      this.sweep = setInterval(() => {
        if (this.hasWork()) void this.drain();
      }, this.timing.sweepMs);
      this.sweep.unref?.();
    }
    await this.drain();
  }

  private absorb(batch: readonly RecordedEvent[]): void {
    let due = false;
    for (const e of batch) due = this.fold(e) || due;
    if (!due || !this.live) return;
    if (this.draining) this.dirty = true;
    else void this.drain();
  }

  /** Does what is due, one run at a time; what arrives meanwhile gets the next run. */
  drain(): Promise<void> {
    this.draining ??= this.run().finally(() => {
      this.draining = undefined;
      if (this.dirty && this.live && !this.retry) {
        this.dirty = false;
        void this.drain();
      }
    });
    return this.draining;
  }

  /**
   * Resolves once no work waits (tests: after the events that made work reached the log). Work
   * that falls due only with time keeps it waiting until then.
   */
  async settled(): Promise<void> {
    while (this.hasWork() || this.draining) {
      await (this.draining ?? this.drain());
      if (this.hasWork()) await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async run(): Promise<void> {
    const ok = await this.work();
    if (ok || !this.live || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.drain();
    }, this.timing.retryMs);
    this.retry.unref?.();
  }

  async stop(): Promise<void> {
    this.live = false;
    if (this.sweep) clearInterval(this.sweep);
    if (this.retry) clearTimeout(this.retry);
    this.sweep = undefined;
    this.retry = undefined;
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.draining;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
