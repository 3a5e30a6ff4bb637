import { Injectable } from '@nestjs/common';
import { type LotEvent, lotStream, type RecordedEvent } from '@facet/event-schemas';
import type { CommandBus, Decider } from '@facet/event-store';
import type { Actor as HttpActor } from '../../shared/auth/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import { type Actor, type LotCommand, lotDecider, type LotState } from '../domain/index.js';

/** A lot command without the fields the bus fills in (time, actor). */
export type LotCommandInput = LotCommand extends infer C
  ? C extends LotCommand
    ? Omit<C, 'at' | 'actor'>
    : never
  : never;

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
    // The bus folds each new event up to three times (plan, our answer, cache after append);
    // remembering each step makes the repeats lookups (checked against the event's data).
    const steps = new WeakMap<LotState, { event: LotEvent; to: LotState }>();
    const evolve = (state: LotState, event: LotEvent): LotState => {
      const step = steps.get(state);
      if (step && step.event.type === event.type && sameFlatData(step.event.data, event.data))
        return step.to;
      const to = lotDecider.evolve(state, event);
      steps.set(state, { event, to });
      return to;
    };
    const recordingDecider: Decider<LotCommand, LotState, LotEvent> = {
      ...lotDecider,
      evolve,
      decide: (command, state) => {
        const events = lotDecider.decide(command, state);
        this.after.set(command, events.reduce(evolve, state));
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
    if (last !== undefined && last > (this.revisions.get(lotId) ?? -1))
      this.revisions.set(lotId, last);
    const state = this.after.get(command) ?? (await this.load(lotId));
    return {
      state,
      events: result.events,
      revision: last ?? this.revisions.get(lotId) ?? -1,
      duplicate: result.duplicate,
    };
  }

  /** Folds the lot from the store (used for repeats and reads on the command side). */
  async load(lotId: string): Promise<LotState> {
    const recorded = await this.buses.store.readStream(lotStream(lotId));
    const last = recorded.at(-1);
    if (last) this.revisions.set(lotId, Math.max(last.revision, this.revisions.get(lotId) ?? -1));
    return recorded.reduce(
      (s, e) => lotDecider.evolve(s, this.buses.toDomain<LotEvent>(e)),
      lotDecider.initialState(),
    );
  }
}

/** Equal event data: same keys, same primitive values; nested values compared as JSON. */
function sameFlatData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || JSON.stringify(x) !== JSON.stringify(y))
      return false;
  }
  return true;
}
