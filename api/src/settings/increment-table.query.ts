import type { IncrementRecord, IncrementTableAnswer } from '@facet/event-schemas';
import { centsToDollars } from '../shared/money/index.js';
import { incrementRows, lotSettingsFrom, type SettingsState } from './domain/index.js';

/** The increment table's bands at the HTTP edge (dollars), sorted from 0. */
export const incrementRecords = (state: SettingsState): IncrementRecord[] =>
  incrementRows(state).map((r) => ({
    id: r.id,
    from_amount: centsToDollars(r.from),
    to_amount: r.to === null ? null : centsToDollars(r.to),
    increment: centsToDollars(r.increment),
  }));

/** `getAllBidIncrements`: the table as the back office edits it, and the default increment. */
export function incrementTable(state: SettingsState): IncrementTableAnswer {
  const records = incrementRecords(state);
  return {
    records,
    totalRecords: records.length,
    bidIncrementDefault: centsToDollars(lotSettingsFrom(state).defaultIncrement),
  };
}

/** One band, or undefined. */
export const incrementBand = (state: SettingsState, id: string): IncrementRecord | undefined =>
  incrementRecords(state).find((r) => r.id === id);
