import { Inject, Injectable } from '@nestjs/common';
import { type IdentityEvent, type RecordedEvent, userStream } from '@facet/event-schemas';
import type { CommandBus } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import { type UserCommand, userDecider, type UserState } from '../domain/user.decider.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

type Without<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
export type UserCommandInput = Without<UserCommand, 'at' | 'actorId'>;

export interface UserCommandResult {
  events: readonly RecordedEvent[];
  state: UserState;
}

/** The one writer of `user-<id>` streams in this process; the directory sees each append at once. */
@Injectable()
export class UserCommandBus {
  readonly bus: CommandBus<UserCommand, UserState, IdentityEvent>;

  constructor(
    buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly directory: InMemoryUserDirectory,
  ) {
    this.bus = buses.create(userDecider, 1_000);
  }

  /** `actorId` goes into the event metadata (`userId`): the admin when an admin acts. */
  async run(
    userId: string,
    command: UserCommandInput,
    actorId: string,
    commandId: string = newId(),
  ): Promise<UserCommandResult> {
    const at = this.clock.now().toISOString();
    const result = await this.bus.handle({
      stream: userStream(userId),
      command: { ...command, actorId, at } as UserCommand,
      commandId,
      at,
      userId: actorId,
    });
    this.directory.apply(result.events);
    const state = this.directory.stateById(userId);
    if (!state) throw new Error(`User ${userId} missing after a command`);
    return { events: result.events, state };
  }
}
