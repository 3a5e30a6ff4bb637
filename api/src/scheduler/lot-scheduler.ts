import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type AuctionEvent,
  type EventData,
  type LotEvent,
  type RecordedEvent,
  type SealedOfferAwardRequested,
  START,
} from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { AuctionCommandBus } from '../auctions/auction-bus/auction-command-bus.js';
import { auctionDecider, type AuctionState } from '../auctions/domain/index.js';
import { lotDecider, type LotState } from '../lots/domain/index.js';
import { LotCommandBus, type LotOutcome } from '../lots/lot-bus/lot-command-bus.js';
import { SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import { CappedLotOpener } from '../spending-caps/capped-lot-opener.js';
import { SpendingCapGate } from '../spending-caps/spending-cap-gate.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { systemActor } from '../shared/domain/actor.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { AwardRequestNotifier } from './award-request.notifier.js';
import { ProvisionalWinnerNotifier } from './provisional-winner.notifier.js';
import {
  auctionDueWork,
  type DueWork,
  LOT_EVENTS_WITHOUT_DUE_WORK,
  lotDueWork,
} from './due-work.js';

interface Tracked<S> {
  state: S;
  revision: number;
  due: DueWork | null;
}

const RETRY_MS = 5_000;

/**
 * Opens and closes lots (and auctions) at their times. Due work is derived from state folded from
 * the log, so a restart finds it again; every action goes through the normal command path, where
 * the decider's exactly-once rules and optimistic concurrency make a second process harmless.
 */
@Injectable()
export class LotScheduler implements OnModuleDestroy {
  private readonly logger = new Logger('Scheduler');
  private readonly lots = new Map<string, Tracked<LotState>>();
  private readonly auctions = new Map<string, Tracked<AuctionState>>();
  private readonly inFlight = new Set<string>();
  private readonly backoff = new Map<string, number>();
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  private armedAt = Number.POSITIVE_INFINITY;
  private stopped = false;
  tickMs = 1_000;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly buses: CommandBuses,
    private readonly lotBus: LotCommandBus,
    private readonly auctionBus: AuctionCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly awardRequests: AwardRequestNotifier,
    private readonly provisionalWinners: ProvisionalWinnerNotifier,
    private readonly opener: CappedLotOpener,
    private readonly caps: SpendingCapGate,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.stopped = false;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.arm(0);
  }

  /** Folds lot and auction events; an extension or a new lot re-arms the timer when earlier. */
  absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      // A bid storm is most of the log: the scheduler steps over bids instead of folding (and
      // keeping) every lot's bid history a second time beside the command path's.
      if (LOT_EVENTS_WITHOUT_DUE_WORK.has(e.type)) this.skip(e);
      else if (e.stream.startsWith('lot-'))
        this.track(
          this.lots,
          e.stream.slice(4),
          e,
          lotDecider.initialState,
          lotDecider.evolve,
          lotDueWork,
        );
      else if (e.stream.startsWith('auction-'))
        this.track(
          this.auctions,
          e.stream.slice(8),
          e,
          auctionDecider.initialState,
          auctionDecider.evolve,
          auctionDueWork,
        );
    }
  }

  private skip(e: RecordedEvent): void {
    const t = e.stream.startsWith('lot-') ? this.lots.get(e.stream.slice(4)) : undefined;
    if (t && e.revision > t.revision) t.revision = e.revision;
  }

  private track<S, E extends LotEvent | AuctionEvent>(
    map: Map<string, Tracked<S>>,
    id: string,
    e: RecordedEvent,
    initial: () => S,
    evolve: (s: S, e: E) => S,
    dueOf: (s: S) => DueWork | null,
  ): void {
    const t = map.get(id) ?? { state: initial(), revision: -1, due: null };
    if (e.revision <= t.revision) return;
    const state = evolve(t.state, this.buses.toDomain<E>(e));
    const due = dueOf(state);
    map.set(id, { state, revision: e.revision, due });
    if (due && due.atMs < this.armedAt) this.arm(due.atMs - this.clock.now().getTime());
  }

  private arm(delayMs: number): void {
    if (this.stopped) return;
    const delay = Math.max(0, Math.min(delayMs, this.tickMs));
    if (this.timer) clearTimeout(this.timer);
    this.armedAt = this.clock.now().getTime() + delay;
    this.timer = setTimeout(() => void this.runDue(), delay);
    this.timer.unref?.();
  }

  /** Runs everything due now; public so tests can drive it with an adjustable clock. */
  async runDue(): Promise<void> {
    this.timer = undefined;
    this.armedAt = Number.POSITIVE_INFINITY;
    const now = this.clock.now().getTime();
    const work: Promise<void>[] = [];
    let next = Number.POSITIVE_INFINITY;
    for (const [map, kind] of [
      [this.lots, 'lot'],
      [this.auctions, 'auction'],
    ] as const) {
      for (const [id, t] of map) {
        if (!t.due) continue;
        const key = `${kind}:${id}`;
        const at = Math.max(t.due.atMs, this.backoff.get(key) ?? 0);
        if (at > now || this.inFlight.has(key)) {
          next = Math.min(next, at);
          continue;
        }
        work.push(this.perform(key, id, t.due));
      }
    }
    await Promise.all(work);
    if (!this.stopped)
      this.arm(Number.isFinite(next) ? next - this.clock.now().getTime() : this.tickMs);
  }

  /**
   * The settings in force now decide a sealed lot's award (sealed_auto_award); its tender event's
   * approval window makes the best tender provisional, and its auction's spending caps pass over
   * an offer its buyer has no room for (issue 30, CAP-6), read in the auction's turn.
   */
  private async close(id: string, at: Date, commandId: string): Promise<LotOutcome> {
    const input = {
      type: 'CloseLot' as const,
      settings: await this.settings.lotSettings(),
      ...(await this.approvalWindow(id)),
    };
    return this.caps.withCaps(id, input, (command) =>
      this.lotBus.send(id, command, systemActor, at, commandId),
    );
  }

  private async perform(key: string, id: string, due: DueWork): Promise<void> {
    this.inFlight.add(key);
    const at = this.clock.now();
    try {
      if (due.kind === 'close-auction') {
        this.absorb(
          (await this.auctionBus.send(id, { type: 'CloseAuction' }, systemActor, at, `close-${id}`))
            .events,
        );
      } else if (due.kind === 'open-lot') {
        this.absorb((await this.opener.open(id, due.atMs, at)).events);
      } else {
        const outcome =
          due.kind === 'release-hold'
            ? await this.lotBus.send(
                id,
                { type: 'ReleaseHold', holdId: due.holdId ?? '', reason: 'expired' },
                systemActor,
                at,
                // Holds taken in the same millisecond lapse together: each needs its own id.
                `${due.kind}-${id}-${due.holdId ?? ''}-${due.atMs}`,
              )
            : await this.close(id, at, `${due.kind}-${id}-${due.atMs}`);
        this.absorb(outcome.events);
        await this.askToAward(id, outcome.events);
      }
      this.backoff.delete(key);
    } catch (err) {
      // e.g. 'lot.not-ended' after an extension this process has not folded yet: look again later.
      this.backoff.set(key, at.getTime() + RETRY_MS);
      this.logger.warn(`${due.kind} ${id} deferred: ${(err as Error).message}`);
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** A sealed lot's tender event's `approval_window_minutes`, read at its close; none: {}. */
  private async approvalWindow(lotId: string): Promise<{ approvalWindowMinutes?: number }> {
    const details = this.lots.get(lotId)?.state.details;
    if (details?.auctiontype !== 'sealed' || !details.auctionid) return {};
    const auction = await this.auctionBus.load(details.auctionid);
    const minutes = auction.details?.approval_window_minutes;
    return minutes ? { approvalWindowMinutes: minutes } : {};
  }

  /** Only the process whose close appended the request mails it: a repeated close appends none. */
  private async askToAward(id: string, events: readonly RecordedEvent[]): Promise<void> {
    const details = this.lots.get(id)?.state.details;
    for (const e of events) {
      if (e.type !== 'SealedOfferAwardRequested' || !details) continue;
      const data = e.data as EventData<typeof SealedOfferAwardRequested>;
      try {
        await this.awardRequests.notify({
          ...data,
          title: details.title,
          auction_lot: details.auction_lot,
        });
      } catch (err) {
        // The lot is closed either way; a lost mail must not retry the close.
        this.logger.warn(`award request mail for ${id} failed: ${(err as Error).message}`);
      }
    }
    // APPR-1: a window's provisional winner is the seller's to approve; they are told so.
    if (details) await this.provisionalWinners.notify(details, events);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
