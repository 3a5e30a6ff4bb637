import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type BuyNowOfferEvent, type RecordedEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { buyNowOfferDecider, type BuyNowOfferState } from '../domain/index.js';
import { BuyNowOfferCommandBus } from '../offer-bus/buy-now-offer-command-bus.js';

const PREFIX = 'buynow-offer-';
const RETRY_MS = 5_000;

/**
 * Expires offers and counters at their `expiresAt` (MO-10). Like the lot scheduler: what is due is
 * folded from the log, so a restart finds it again; the expiry goes through the offer's command
 * path under an id made of the offer and its time, and the decider records it once (an offer
 * already answered or expired records nothing), so two processes or a restart expire it once.
 */
@Injectable()
export class OfferExpiryScheduler implements OnModuleDestroy {
  private readonly logger = new Logger('OfferExpiry');
  private readonly open = new Map<string, { state: BuyNowOfferState; revision: number }>();
  private readonly retryAt = new Map<string, number>();
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  tickMs = 1_000;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly offers: BuyNowOfferCommandBus,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.schedule();
  }

  absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      if (!e.stream.startsWith(PREFIX)) continue;
      const id = e.stream.slice(PREFIX.length);
      const t = this.open.get(id) ?? { state: buyNowOfferDecider.initialState(), revision: -1 };
      if (e.revision <= t.revision) continue;
      const state = buyNowOfferDecider.evolve(t.state, e as unknown as BuyNowOfferEvent);
      // Only what can still expire is kept: answered offers leave the map.
      if (state.status === 'pending' || state.status === 'countered')
        this.open.set(id, { state, revision: e.revision });
      else this.open.delete(id);
    }
  }

  /** Expires what is due now; public so tests drive it with an adjustable clock. */
  async runDue(): Promise<void> {
    const now = this.clock.now();
    for (const [id, { state }] of [...this.open]) {
      const due = Math.max(Date.parse(state.expiresAt), this.retryAt.get(id) ?? 0);
      if (due > now.getTime()) continue;
      try {
        const commandId = `expire-offer-${id}-${Date.parse(state.expiresAt)}`;
        const outcome = await this.offers.send(
          id,
          { type: 'ExpireBuyNowOffer' },
          systemActor,
          now,
          commandId,
        );
        this.absorb(outcome.events);
        this.retryAt.delete(id);
      } catch (err) {
        this.retryAt.set(id, now.getTime() + RETRY_MS);
        this.logger.warn(`offer ${id} expiry deferred: ${(err as Error).message}`);
      }
    }
  }

  private schedule(): void {
    if (!this.subscription) return;
    this.timer = setTimeout(() => void this.runDue().finally(() => this.schedule()), this.tickMs);
    this.timer.unref?.();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.subscription?.stop();
    this.subscription = undefined;
  }
}
