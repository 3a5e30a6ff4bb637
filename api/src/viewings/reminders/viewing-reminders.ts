import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type RecordedEvent, START, type ViewingSlotEvent } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { systemActor } from '../../shared/domain/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { viewingSlotDecider, type ViewingSlotState } from '../domain/viewing-slot.decider.js';
import { type DueReminder, remindersOwed } from '../domain/viewing-time.js';
import { ViewingSlotCommandBus } from '../viewing-bus/viewing-slot-command-bus.js';
import { ViewingMails } from './viewing-mails.js';

const TICK_MS = 30_000;

/**
 * VIEW-6, durable: the reminders owed are derived from the slots folded from the log, so a
 * restart finds them again; each is recorded through the slot's decider (once per buyer and kind,
 * keyed by a command id of its own), and only the process whose command recorded it sends the mail.
 */
@Injectable()
export class ViewingReminders implements OnModuleDestroy {
  private readonly logger = new Logger('ViewingReminders');
  private readonly slots = new Map<string, { state: ViewingSlotState; revision: number }>();
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly buses: CommandBuses,
    private readonly bus: ViewingSlotCommandBus,
    private readonly mails: ViewingMails,
  ) {}

  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.absorb(batch));
    await this.subscription.caughtUp;
    this.timer = setInterval(() => void this.runDue(), TICK_MS);
    this.timer.unref?.();
    void this.runDue();
  }

  absorb(batch: readonly RecordedEvent[]): void {
    for (const e of batch) {
      if (!e.stream.startsWith('viewing-slot-')) continue;
      const id = e.stream.slice('viewing-slot-'.length);
      const t = this.slots.get(id) ?? { state: viewingSlotDecider.initialState(), revision: -1 };
      if (e.revision <= t.revision) continue;
      const state = viewingSlotDecider.evolve(t.state, this.buses.toDomain<ViewingSlotEvent>(e));
      this.slots.set(id, { state, revision: e.revision });
    }
  }

  /** Sends every reminder due now; public so a test drives it with an adjustable clock. */
  async runDue(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const now = this.clock.now().getTime();
      for (const [slotId, { state }] of this.slots) {
        const start = state.details ? new Date(state.details.starts_at).getTime() : 0;
        for (const due of remindersOwed(state))
          if (due.atMs <= now && now < start) await this.remind(slotId, due);
      }
    } finally {
      this.running = false;
    }
  }

  private async remind(slotId: string, due: DueReminder): Promise<void> {
    try {
      const input = { type: 'SendViewingReminder' as const, buyerId: due.buyerId, kind: due.kind };
      const key = `viewing-reminder-${slotId}-${due.buyerId}-${due.kind}`;
      const outcome = await this.bus.send(slotId, input, systemActor, this.clock.now(), key);
      this.absorb(outcome.events);
      if (!outcome.duplicate && outcome.events.length > 0)
        await this.mails.reminder(outcome.state, due.buyerId, due.kind);
    } catch (err) {
      this.logger.warn(
        `reminder ${due.kind} for ${slotId}/${due.buyerId}: ${(err as Error).message}`,
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.subscription?.stop();
    this.subscription = undefined;
  }
}
