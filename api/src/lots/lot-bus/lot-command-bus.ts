import { Injectable } from '@nestjs/common';
import { type LotEvent, lotStream, type RecordedEvent } from '@facet/event-schemas';
import type { CommandBus, Decider } from '@facet/event-store';
import type { Actor as HttpActor } from '../../shared/auth/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import { type Actor, type LotCommand, lotDecider, type LotState } from '../domain/index.js';

/** A lot command without the fields the bus fills in (time, actor). */
export type LotCommandInput = LotCommand extends infer C ? (C extends LotCommand ? Omit<C, 'at' | 'actor'> : never) : never;

export interface LotOutcome {
  /** The lot as this command left it (later commands of the same group commit not included). */
  state: LotState;
  events: RecordedEvent[];
  /** Stream revision after this command (-1: the lot does not exist). */
  revision: number;
  duplicate: boolean;
}

export const toDomainActor = (a: HttpActor | Actor): Actor =>
  'userId' in a ? a : { userId: a.id, role: a.role };

/**
 * The one way into a lot stream: per-stream queue, group commit, retry on conflict and
 * commandId dedupe come from the event-store's CommandBus; this adds the post-command state
 * each caller needs for its individual answer.
 */
@Injectable()
export class LotCommandBus {
  private readonly bus: CommandBus<LotCommand, LotState, LotEvent>;
  private readonly after = new WeakMap<LotCommand, LotState>();
  private readonly revisions = new Map<string, number>();

  constructor(private readonly buses: CommandBuses) {
    const recordingDecider: Decider<LotCommand, LotState, LotEvent> = {
      ...lotDecider,
      decide: (command, state) => {
        const events = lotDecider.decide(command, state);
        this.after.set(command, events.reduce(lotDecider.evolve, state));
        return events;
      },
    };
    this.bus = buses.create(recordingDecider, 20_000);
  }

  async send(
    lotId: string,
    input: LotCommandInput,
    actor: HttpActor | Actor,
    at: Date,
    commandId?: string,
  ): Promise<LotOutcome> {
    const domainActor = toDomainActor(actor);
    const iso = at.toISOString();
    const command = { ...input, at: iso, actor: domainActor } as LotCommand;
    const result = await this.bus.handle({
      stream: lotStream(lotId),
      command,
      // A client's id is scoped to its user so two users cannot collide on purpose.
      commandId: commandId === undefined ? newId() : `${domainActor.userId}:${commandId}`,
      at: iso,
      userId: domainActor.userId,
    });
    const last = result.events.at(-1)?.revision;
    if (last !== undefined && last > (this.revisions.get(lotId) ?? -1)) this.revisions.set(lotId, last);
    const state = this.after.get(command) ?? (await this.load(lotId));
    return { state, events: result.events, revision: last ?? this.revisions.get(lotId) ?? -1, duplicate: result.duplicate };
  }

  /** Folds the lot from the store (used for repeats and reads on the command side). */
  async load(lotId: string): Promise<LotState> {
    const recorded = await this.buses.store.readStream(lotStream(lotId));
    const last = recorded.at(-1);
    if (last) this.revisions.set(lotId, Math.max(last.revision, this.revisions.get(lotId) ?? -1));
    return recorded.reduce((s, e) => lotDecider.evolve(s, this.buses.toDomain<LotEvent>(e)), lotDecider.initialState());
  }
}
