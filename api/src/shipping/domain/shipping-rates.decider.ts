import type { ShippingEvent, ShippingRateTable } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { defaultRateTable } from './default-rate-table.js';
import { rateTableProblems } from './shipping-rates.rules.js';

/*
 * SR-1 only an admin replaces the rate table.
 * SR-2 a table with problems (SH-6) is refused whole, naming them; the table in force stays.
 * SR-3 saving the table in force records nothing; every change is an event (the audit trail).
 */

export interface ShippingRatesState {
  /** The table in force: the default until an admin saves one. */
  table: ShippingRateTable;
  history: { changedBy: string; at: string }[];
}

export interface ReplaceShippingRates {
  type: 'ReplaceShippingRates';
  table: ShippingRateTable;
  actor: Actor;
  at: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const shippingRatesDecider: Decider<
  ReplaceShippingRates,
  ShippingRatesState,
  ShippingEvent
> = {
  initialState: () => ({ table: defaultRateTable, history: [] }),
  evolve: (state, e) =>
    e.type === 'ShippingRatesReplaced'
      ? {
          table: e.data.table,
          history: [{ changedBy: e.data.changedBy, at: e.data.at }, ...state.history],
        }
      : state,
  decide: (cmd, state) => {
    if (cmd.actor.role !== 'admin') reject('shipping.forbidden');
    const problems = rateTableProblems(cmd.table);
    if (problems.length > 0) reject('shipping.invalid-rates', { problems: problems.join('; ') });
    if (same(cmd.table, state.table)) return [];
    return [
      {
        type: 'ShippingRatesReplaced',
        data: { table: cmd.table, changedBy: cmd.actor.id, at: cmd.at },
      },
    ];
  },
};
