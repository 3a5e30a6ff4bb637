import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { RecordedEvent } from '@facet/event-schemas';
import { PlaceBidHandler } from '../bidding/place-bid/place-bid.handler.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { resolveMessage } from '../rejection.messages.js';
import { USER_DIRECTORY, type UserDirectory } from '../shared/auth/actor.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { systemActor } from '../shared/domain/actor.js';
import { DomainRejection } from '../shared/domain/domain-rejection.js';
import { crashPoint } from '../shared/faults/crash-point.js';
import { cannotWin, dueAt, failureMessages, type TimedBidState } from './domain/index.js';
import { lotFacts } from './lot-facts.js';
import { TimedBidBook } from './timed-bid-book.js';
import { TimedBidBus } from './timed-bid-bus.js';
import { TimedBidNotifier } from './timed-bid.notifier.js';

const RETRY_MS = 5_000;
const TICK_MS = 1_000;

/** The lot's bid a timed bid places carries this command id: a refire is answered, never re-bid. */
export const placingCommandId = (timedBidId: string): string => `ttw-${timedBidId}`;

/**
 * The durable scheduler of timed bids. Due work is the pending timed bids folded from the log
 * (TimedBidBook), so a restart finds it again. At its time a timed bid goes through
 * `bid/confirm`'s own handler as its owner, at the server's clock, under the timed bid's command
 * id: a kill -9 after the lot recorded the bid and before the timed bid recorded it is finished
 * by the refire, which the lot answers as a duplicate. Between times, every change of a lot with
 * pending timed bids is judged (TTW-6) and a timed bid that can no longer win is reported.
 */
@Injectable()
export class TimedBidPlacer implements OnModuleDestroy {
  private readonly logger = new Logger('TimedBids');
  private readonly inFlight = new Set<string>();
  private readonly backoff = new Map<string, number>();
  private readonly toJudge = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(
    private readonly book: TimedBidBook,
    private readonly bus: TimedBidBus,
    private readonly lots: LotCommandBus,
    private readonly placeBid: PlaceBidHandler,
    private readonly notifier: TimedBidNotifier,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.book.listen((batch) => this.noticeLots(batch));
    await this.book.ready();
    for (const s of this.book.pending()) this.toJudge.add(s.lotId);
    this.arm(0);
  }

  private noticeLots(batch: readonly RecordedEvent[]): void {
    for (const e of batch) if (e.stream.startsWith('lot-')) this.toJudge.add(e.stream.slice(4));
  }

  private arm(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runDue(), Math.max(0, Math.min(delayMs, TICK_MS)));
    this.timer.unref?.();
  }

  /** Places what is due and judges the lots that changed; public so tests can drive it. */
  async runDue(): Promise<void> {
    const now = this.clock.now().getTime();
    const pending = this.book.pending();
    let next = Number.POSITIVE_INFINITY;
    const work: Promise<void>[] = [];
    for (const s of pending) {
      const at = Math.max(dueAt(s) ?? now, this.backoff.get(s.timedBidId) ?? 0);
      if (this.inFlight.has(s.timedBidId)) continue;
      if (at <= now) work.push(this.guarded(s, () => this.place(s)));
      else next = Math.min(next, at);
    }
    const lots = new Set(pending.map((s) => s.lotId));
    for (const lotId of [...this.toJudge]) {
      this.toJudge.delete(lotId);
      if (lots.has(lotId)) work.push(this.judge(lotId));
    }
    await Promise.all(work);
    this.arm(Number.isFinite(next) ? next - this.clock.now().getTime() : TICK_MS);
  }

  private async guarded(s: TimedBidState, act: () => Promise<void>): Promise<void> {
    this.inFlight.add(s.timedBidId);
    try {
      await act();
      this.backoff.delete(s.timedBidId);
    } catch (err) {
      this.backoff.set(s.timedBidId, this.clock.now().getTime() + RETRY_MS);
      this.logger.warn(`timed bid ${s.timedBidId} deferred: ${(err as Error).message}`);
    } finally {
      this.inFlight.delete(s.timedBidId);
    }
  }

  /** At its time: `bid/confirm` as the owner, under the timed bid's command id. */
  private async place(s: TimedBidState): Promise<void> {
    const user = this.users.byId(s.userId);
    if (!user || user.status !== 'active')
      return this.fail(s, 'ttwbid.permission', 'You can no longer bid: your account is not active');
    const actor = { id: user.id, role: user.role };
    const request = {
      id: s.lotId,
      wsprice: s.amount,
      bidding_type: undefined,
      commandId: placingCommandId(s.timedBidId),
    };
    try {
      await this.placeBid.execute(request, actor);
    } catch (err) {
      if (!(err instanceof DomainRejection)) throw err;
      // A future proxy whose lot's start moved later waits for it.
      if (err.code === 'bid.not-started' && s.kind === 'future_proxy') throw err;
      return this.fail(s, err.code, resolveMessage(err.code, err.params));
    }
    // Placed on the lot, not yet recorded here: a kill -9 now is finished by the refire.
    crashPoint('ttwbid:after-bid');
    const lot = await this.lots.latest(s.lotId);
    const outcome = await this.bus.send(
      s.timedBidId,
      {
        type: 'RecordTimedBidPlaced',
        bidId: placingCommandId(s.timedBidId),
        wprice: lot.wprice,
        leading: lot.leader?.userId === s.userId,
      },
      systemActor,
    );
    this.book.absorb(outcome.events);
  }

  private async judge(lotId: string): Promise<void> {
    try {
      const lot = lotFacts(await this.lots.latest(lotId));
      const at = this.clock.now().toISOString();
      for (const s of this.book.pending()) {
        if (s.lotId !== lotId || this.inFlight.has(s.timedBidId)) continue;
        const reason = cannotWin(s, lot, at);
        if (reason) await this.fail(s, reason, failureMessages[reason], s.amount);
      }
    } catch (err) {
      this.toJudge.add(lotId);
      this.logger.warn(`timed bids of lot ${lotId} not judged: ${(err as Error).message}`);
    }
  }

  /** Records the failure; only the process whose command appended it tells the owner. */
  private async fail(s: TimedBidState, reason: string, message: string, ifAmount?: number) {
    const outcome = await this.bus.send(
      s.timedBidId,
      { type: 'FailTimedBid', reason, message, ...(ifAmount === undefined ? {} : { ifAmount }) },
      systemActor,
    );
    this.book.absorb(outcome.events);
    if (outcome.events.length === 0) return;
    await this.notifier.failed(s, message).catch((err: unknown) => {
      // The failure stands on the dashboard either way; a lost mail must not refail it.
      this.logger.warn(`timed bid ${s.timedBidId} mail failed: ${(err as Error).message}`);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
