import { Injectable } from '@nestjs/common';
import { type LotSettings, type SettingsEvent, settingsStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import {
  AggregateBus,
  type AggregateOutcome,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  lotSettingsFrom,
  settingsDecider,
  type SettingsCommand,
  type SettingsState,
} from '../domain/index.js';

export type SettingsCommandInput = CommandInput<SettingsCommand>;

/** The id of the one settings stream (`settings-marketplace`). */
export const MARKETPLACE = 'marketplace';

/** The marketplace settings stream on the generic bus: admin commands in, the lot snapshot out. */
@Injectable()
export class SettingsCommandBus extends AggregateBus<
  SettingsCommand,
  SettingsState,
  SettingsEvent,
  SettingsCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: settingsDecider,
      stream: settingsStream,
      cacheSize: 4,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as SettingsCommand,
      actorId: (actor) => actor.id,
    });
  }

  /**
   * Fresh from the store (another process may have changed them), as the cached fold caught up
   * with the stream's tail: the stream now also holds tables, phrases and pages, so a full
   * fold on every lot saved would grow with every admin edit.
   */
  current(): Promise<SettingsState> {
    return this.latest(MARKETPLACE);
  }

  /** An admin's change to the marketplace's settings, at the server's time. */
  change(
    command: SettingsCommandInput,
    actor: Actor,
    commandId?: string,
  ): Promise<AggregateOutcome<SettingsState>> {
    return this.send(MARKETPLACE, command, actor, undefined, commandId);
  }

  async lotSettings(): Promise<LotSettings> {
    return lotSettingsFrom(await this.current());
  }
}
