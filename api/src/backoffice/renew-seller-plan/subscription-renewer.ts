import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type RecordedEvent, type SellerAccountEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { PlanBilling } from '../plan-billing/plan-billing.service.js';
import { planFee } from '../seller-account/domain/plan-billing.rules.js';
import {
  evolve,
  initialState,
  type SellerAccountState,
} from '../seller-account/domain/seller-account.decider.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';

/**
 * Renews paid plans at their period's end (SUB-4), the durable way the lot scheduler works: the
 * due periods are folded from the log (a restart finds them again), and each renewal is keyed by
 * the period it ends (`renew:<seller>:<periodEnd>`): the gateway holds once with that key and
 * the account records one renewal per period, so a second process or a restart charges once.
 */
@Injectable()
export class SubscriptionRenewer implements OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionRenewer');
  private readonly accounts = new Map<string, { state: SellerAccountState; revision: number }>();
  private readonly inFlight = new Set<string>();
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  tickMs = 1_000;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly buses: CommandBuses,
    private readonly bus: SellerAccountCommandBus,
    private readonly billing: PlanBilling,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.timer = setInterval(() => void this.runDue(), this.tickMs);
    this.timer.unref?.();
  }

  private absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      if (!e.stream.startsWith('seller-')) continue;
      const id = e.stream.slice('seller-'.length);
      const t = this.accounts.get(id) ?? { state: initialState(), revision: -1 };
      if (e.revision <= t.revision) continue;
      const state = evolve(t.state, this.buses.toDomain<SellerAccountEvent>(e));
      this.accounts.set(id, { state, revision: e.revision });
    }
  }

  /** Renews every period ended by now; public so tests can drive it with an adjustable clock. */
  async runDue(): Promise<void> {
    const now = this.clock.now().getTime();
    const due = [...this.accounts].filter(
      ([id, t]) =>
        t.state.paidThrough && toMs(t.state.paidThrough) <= now && !this.inFlight.has(id),
    );
    await Promise.all(due.map(([id, t]) => this.renew(id, t.state)));
  }

  private async renew(sellerId: string, state: SellerAccountState): Promise<void> {
    const periodEnd = state.paidThrough ?? '';
    this.inFlight.add(sellerId);
    try {
      const plan = state.pendingPlan ?? state.plan;
      const key = `renew:${sellerId}:${periodEnd}`;
      const amount = planFee(plan);
      const outcome =
        amount === 0 ? undefined : await this.billing.charge({ sellerId, plan, amount, key });
      const charge = outcome && 'charge' in outcome ? outcome.charge : undefined;
      const declined = outcome && 'declined' in outcome ? outcome.declined : undefined;
      const command = {
        type: 'RenewSellerPlan',
        sellerId,
        periodEnd,
        ...(charge && { charge }),
        ...(declined !== undefined && { declined }),
      } as const;
      const result = await this.bus.send(sellerId, command, systemActor, this.clock.now(), key);
      this.absorb(result.events);
      const recorded = charge && ownValue(result.state.chargeKeys, key);
      if (recorded) await this.billing.settle(sellerId, plan, recorded);
    } catch (err) {
      this.logger.warn(`renewal of ${sellerId}'s plan deferred: ${(err as Error).message}`);
    } finally {
      this.inFlight.delete(sellerId);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.subscription?.stop();
    this.subscription = undefined;
  }
}
