import { expect } from 'vitest';
import type { Actor } from '../../src/shared/domain/actor.js';
import {
  decide,
  evolve,
  type SettingsCommand,
  type SettingsState,
} from '../../src/settings/domain/settings.decider.js';

/** The settings decider's specs: the admin edits the settings at `at`. */
export const admin: Actor = { id: 'admin', role: 'admin' };
export const at = '2026-03-01T09:00:00.000Z';

/** The state once every command is decided and its events applied, in order. */
export const play = (state: SettingsState, ...commands: SettingsCommand[]): SettingsState =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), state);

/** The admin sets a configuration variable. */
export const variable = (name: string, value: string): SettingsCommand => ({
  type: 'SetConfigurationVariable',
  name,
  value,
  actor: admin,
  at,
});

/** Matches a DomainRejection with this code. */
export const rejects = (code: string) => expect.objectContaining({ code });
