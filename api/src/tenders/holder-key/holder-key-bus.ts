import { Injectable } from '@nestjs/common';
import { type HolderKeyEvent, holderKeyStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type HolderKeyCommand,
  holderKeyDecider,
  type HolderKeyState,
} from './holder-key.decider.js';

/** Each user's key-holder public key on its own stream (`holder-key-<userId>`). */
@Injectable()
export class HolderKeyBus extends AggregateBus<
  HolderKeyCommand,
  HolderKeyState,
  HolderKeyEvent,
  CommandInput<HolderKeyCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: holderKeyDecider,
      stream: holderKeyStream,
      cacheSize: 200,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as HolderKeyCommand,
      actorId: (actor) => actor.id,
    });
  }
}
