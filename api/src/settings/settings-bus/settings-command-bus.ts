import { Injectable } from '@nestjs/common';
import { type LotSettings, type SettingsEvent, settingsStream } from '@facet/event-schemas';
import type { CommandBus } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import {
  lotSettingsFrom,
  settingsDecider,
  type SettingsCommand,
  type SettingsState,
} from '../domain/index.js';

type SettingsInput = SettingsCommand extends infer C
  ? C extends SettingsCommand
    ? Omit<C, 'at' | 'actor'>
    : never
  : never;

/** The marketplace settings stream: admin commands in, the snapshot lots capture out. */
@Injectable()
export class SettingsCommandBus {
  private readonly bus: CommandBus<SettingsCommand, SettingsState, SettingsEvent>;

  constructor(private readonly buses: CommandBuses) {
    this.bus = buses.create(settingsDecider, 4);
  }

  async send(
    input: SettingsInput,
    actor: Actor,
    at: Date,
    commandId?: string,
  ): Promise<SettingsState> {
    const iso = at.toISOString();
    const command = {
      ...input,
      at: iso,
      actor: { userId: actor.id, role: actor.role },
    } as SettingsCommand;
    await this.bus.handle({
      stream: settingsStream(),
      command,
      commandId: commandId === undefined ? newId() : `${actor.id}:${commandId}`,
      at: iso,
      userId: actor.id,
    });
    return this.current();
  }

  /** Read fresh from the store: settings change rarely and another process may have changed them. */
  async current(): Promise<SettingsState> {
    const recorded = await this.buses.store.readStream(settingsStream());
    return recorded.reduce(
      (s, e) => settingsDecider.evolve(s, this.buses.toDomain<SettingsEvent>(e)),
      settingsDecider.initialState(),
    );
  }

  async lotSettings(): Promise<LotSettings> {
    return lotSettingsFrom(await this.current());
  }
}
