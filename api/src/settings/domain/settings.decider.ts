import type { IncrementRow, SettingsEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { configurationVariables, isPercent } from './configuration-names.rules.js';
import { tableFault } from './increment-table.rules.js';
import type { SettingsCommand } from './settings.commands.js';
import { evolve, initialState, isTerminal, type SettingsState } from './settings.state.js';
import { decideSiteContent } from './site-content.decider.js';

export * from './settings.commands.js';
export * from './settings.state.js';

const overlaps = (a: IncrementRow, b: IncrementRow): boolean =>
  a.from < (b.to ?? Number.MAX_SAFE_INTEGER) && b.from < (a.to ?? Number.MAX_SAFE_INTEGER);

const isCents = (n: number): boolean => Number.isSafeInteger(n);

export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
  const { actor, at } = command;
  if (actor.role !== 'admin') reject('settings.forbidden');
  const changedBy = actor.id;
  switch (command.type) {
    case 'SaveBidIncrement': {
      const { rowId, from, to, increment } = command;
      const existing = state.increments.get(rowId);
      if (command.action === 'new' && existing)
        return sameRow(existing, command) ? [] : reject('increment.already-exists');
      if (command.action === 'edit' && !existing) reject('increment.not-found');
      if (existing && sameRow(existing, command)) return [];
      if (!isCents(increment) || increment <= 0) reject('increment.not-positive');
      if (!isCents(from) || from < 0 || (to !== null && (!isCents(to) || to <= from)))
        reject('increment.invalid-range');
      const row = { from, to, increment };
      if ([...state.increments].some(([id, r]) => id !== rowId && overlaps(r, row)))
        reject('increment.overlap');
      const type = command.action === 'new' ? 'BidIncrementAdded' : 'BidIncrementEdited';
      return [{ type, data: { rowId, ...row, changedBy, at } }];
    }
    case 'DeleteBidIncrement':
      if (!state.increments.has(command.rowId)) return [];
      return [{ type: 'BidIncrementDeleted', data: { rowId: command.rowId, changedBy, at } }];
    case 'ReplaceBidIncrements': {
      const fault = tableFault(command.rows);
      if (fault) reject(fault.code, fault.params);
      const rows = [...command.rows].sort((a, b) => a.from - b.from);
      const current = [...state.increments].map(([rowId, r]) => ({ rowId, ...r }));
      const same =
        current.length === rows.length &&
        rows.every((r) => {
          const old = state.increments.get(r.rowId);
          return old !== undefined && sameRow(old, r);
        });
      return same ? [] : [{ type: 'BidIncrementsReplaced', data: { rows, changedBy, at } }];
    }
    case 'SetDefaultIncrement':
      if (!isCents(command.increment) || command.increment <= 0) reject('increment.not-positive');
      if (state.defaultIncrement === command.increment) return [];
      return [
        { type: 'DefaultBidIncrementSet', data: { increment: command.increment, changedBy, at } },
      ];
    case 'SetConfigurationVariable': {
      const valid = configurationVariables.get(command.name);
      if (!valid) return reject('settings.unknown-variable', { name: command.name });
      // Empty puts the variable back to its default (every reader falls back on '' as on unset).
      if (command.value !== '' && !valid(command.value))
        reject('settings.invalid-value', { name: command.name });
      if (state.variables.get(command.name) === command.value) return [];
      return [
        {
          type: 'ConfigurationVariableSet',
          data: { name: command.name, value: command.value, changedBy, at },
        },
      ];
    }
    case 'SetSellerCommission': {
      const { sellerId, percent } = command;
      if (percent !== '' && !isPercent(percent))
        reject('settings.invalid-value', { name: 'percent' });
      if ((state.sellerCommissions.get(sellerId) ?? '') === percent) return [];
      return [{ type: 'SellerCommissionSet', data: { sellerId, percent, changedBy, at } }];
    }
    default:
      return decideSiteContent(command, state, changedBy);
  }
}

const sameRow = (a: IncrementRow, b: IncrementRow): boolean =>
  a.from === b.from && a.to === b.to && a.increment === b.increment;

export { evolve, initialState, isTerminal };
export const settingsDecider = { decide, evolve, initialState, isTerminal } as const;
