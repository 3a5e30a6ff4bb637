import { Injectable } from '@nestjs/common';
import { type AuctionEvent, auctionStream, type RecordedEvent } from '@facet/event-schemas';
import type { CommandBus } from '@facet/event-store';
import type { Actor as HttpActor } from '../../shared/auth/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import type { Actor } from '../../lots/domain/index.js';
import { auctionDecider, type AuctionCommand, type AuctionState } from '../domain/index.js';

type AuctionInput = AuctionCommand extends infer C
  ? C extends AuctionCommand
    ? Omit<C, 'at' | 'actor'>
    : never
  : never;

@Injectable()
export class AuctionCommandBus {
  private readonly bus: CommandBus<AuctionCommand, AuctionState, AuctionEvent>;

  constructor(private readonly buses: CommandBuses) {
    this.bus = buses.create(auctionDecider, 2_000);
  }

  async send(
    auctionId: string,
    input: AuctionInput,
    actor: HttpActor | Actor,
    at: Date,
    commandId?: string,
  ): Promise<RecordedEvent[]> {
    const a: Actor = 'userId' in actor ? actor : { userId: actor.id, role: actor.role };
    const iso = at.toISOString();
    const result = await this.bus.handle({
      stream: auctionStream(auctionId),
      command: { ...input, at: iso, actor: a } as AuctionCommand,
      commandId: commandId === undefined ? newId() : `${a.userId}:${commandId}`,
      at: iso,
      userId: a.userId,
    });
    return result.events;
  }

  async load(auctionId: string): Promise<AuctionState> {
    const recorded = await this.buses.store.readStream(auctionStream(auctionId));
    return recorded.reduce(
      (s, e) => auctionDecider.evolve(s, this.buses.toDomain<AuctionEvent>(e)),
      auctionDecider.initialState(),
    );
  }
}
