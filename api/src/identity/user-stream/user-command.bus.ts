import { Injectable } from '@nestjs/common';
import { type IdentityEvent, userStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import { type UserCommand, userDecider, type UserState } from '../domain/user.decider.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

export type UserCommandInput = CommandInput<UserCommand, 'at' | 'actorId'>;

/**
 * The one writer of `user-<id>` streams in this process, on the generic bus. Who acts is an id
 * (`actorId`, the admin when an admin acts); the directory sees each append at once.
 */
@Injectable()
export class UserCommandBus extends AggregateBus<
  UserCommand,
  UserState,
  IdentityEvent,
  UserCommandInput,
  string
> {
  constructor(buses: CommandBuses, directory: InMemoryUserDirectory) {
    super(buses, {
      decider: userDecider,
      stream: userStream,
      cacheSize: 1_000,
      command: (input, at, actorId) => ({ ...input, actorId, at }) as UserCommand,
      actorId: (actorId) => actorId,
      recorded: (events) => directory.apply(events),
    });
  }
}
