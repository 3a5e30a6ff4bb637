import type { IncrementRow, SettingsEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { Actor } from '../../shared/domain/actor.js';

interface Base {
  at: string;
  actor: Actor;
}
export interface SaveBidIncrement extends Base {
  type: 'SaveBidIncrement';
  action: 'new' | 'edit';
  rowId: string;
  from: number;
  to: number | null;
  increment: number;
}
export interface DeleteBidIncrement extends Base {
  type: 'DeleteBidIncrement';
  rowId: string;
}
export interface SetDefaultIncrement extends Base {
  type: 'SetDefaultIncrement';
  increment: number;
}
/** `configurationAction`: one variable, value as text. */
export interface SetConfigurationVariable extends Base {
  type: 'SetConfigurationVariable';
  name: string;
  value: string;
}
export type SettingsCommand =
  SaveBidIncrement | DeleteBidIncrement | SetDefaultIncrement | SetConfigurationVariable;

export interface SettingsState {
  increments: Record<string, IncrementRow>;
  defaultIncrement: number | null;
  variables: Record<string, string>;
}

export const initialState = (): SettingsState => ({
  increments: {},
  defaultIncrement: null,
  variables: {},
});
export const isTerminal = (_state: SettingsState): boolean => false;

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'BidIncrementAdded':
    case 'BidIncrementEdited': {
      const { rowId, from, to, increment } = event.data;
      return { ...state, increments: { ...state.increments, [rowId]: { from, to, increment } } };
    }
    case 'BidIncrementDeleted': {
      const { [event.data.rowId]: _gone, ...rest } = state.increments;
      return { ...state, increments: rest };
    }
    case 'DefaultBidIncrementSet':
      return { ...state, defaultIncrement: event.data.increment };
    case 'ConfigurationVariableSet':
      return { ...state, variables: { ...state.variables, [event.data.name]: event.data.value } };
  }
}

const overlaps = (a: IncrementRow, b: IncrementRow): boolean =>
  a.from < (b.to ?? Number.MAX_SAFE_INTEGER) && b.from < (a.to ?? Number.MAX_SAFE_INTEGER);

const isCents = (n: number): boolean => Number.isSafeInteger(n);

function isPercent(v: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100;
}

// Known variables are validated; anything else (homepage_title, ...) is free text.
const validators: Record<string, (v: string) => boolean> = {
  proxy_bidding_settings: (v) => /^\d+$/.test(v),
  soft_close_window_seconds: (v) => /^\d+$/.test(v),
  soft_close_extension_seconds: (v) => /^\d+$/.test(v),
  soft_close_cap_seconds: (v) => v === '' || /^\d+$/.test(v),
  sealed_auto_award: (v) => v === '0' || v === '1',
  sealed_approval_minutes: (v) => /^[1-9]\d*$/.test(v),
  cart_hold_minutes: (v) => /^[1-9]\d*$/.test(v),
  // Percent with up to two decimals, 0 to 100: invoices charge them (invoice-charges.rules.ts).
  buyers_premium_percent: isPercent,
  tax_percent: isPercent,
};

export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  const { actor, at } = command;
  if (actor.role !== 'admin') reject('settings.forbidden');
  const changedBy = actor.id;
  switch (command.type) {
    case 'SaveBidIncrement': {
      const { rowId, from, to, increment } = command;
      const existing = state.increments[rowId];
      if (command.action === 'new' && existing)
        return sameRow(existing, command) ? [] : reject('increment.already-exists');
      if (command.action === 'edit' && !existing) reject('increment.not-found');
      if (existing && sameRow(existing, command)) return [];
      if (!isCents(increment) || increment <= 0) reject('increment.not-positive');
      if (!isCents(from) || from < 0 || (to !== null && (!isCents(to) || to <= from)))
        reject('increment.invalid-range');
      const row = { from, to, increment };
      if (Object.entries(state.increments).some(([id, r]) => id !== rowId && overlaps(r, row)))
        reject('increment.overlap');
      const type = command.action === 'new' ? 'BidIncrementAdded' : 'BidIncrementEdited';
      return [{ type, data: { rowId, ...row, changedBy, at } }];
    }
    case 'DeleteBidIncrement':
      if (!state.increments[command.rowId]) return [];
      return [{ type: 'BidIncrementDeleted', data: { rowId: command.rowId, changedBy, at } }];
    case 'SetDefaultIncrement':
      if (!isCents(command.increment) || command.increment <= 0) reject('increment.not-positive');
      if (state.defaultIncrement === command.increment) return [];
      return [
        { type: 'DefaultBidIncrementSet', data: { increment: command.increment, changedBy, at } },
      ];
    case 'SetConfigurationVariable': {
      const valid = validators[command.name];
      if (valid && !valid(command.value)) reject('settings.invalid-value', { name: command.name });
      if (state.variables[command.name] === command.value) return [];
      return [
        {
          type: 'ConfigurationVariableSet',
          data: { name: command.name, value: command.value, changedBy, at },
        },
      ];
    }
  }
}

const sameRow = (a: IncrementRow, b: IncrementRow): boolean =>
  a.from === b.from && a.to === b.to && a.increment === b.increment;

export const settingsDecider = { decide, evolve, initialState, isTerminal } as const;
