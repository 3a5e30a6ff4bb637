import type { EventsOf } from '../lots/index.js';
import {
  DynamicTableCreated,
  DynamicTableDeleted,
  DynamicTableEdited,
  DynamicTableRowAdded,
  DynamicTableRowDeleted,
  DynamicTableRowEdited,
} from './dynamic-table.events.js';

export * from './dynamic-table.events.js';

export const dynamicTableEvents = [
  DynamicTableCreated,
  DynamicTableEdited,
  DynamicTableDeleted,
  DynamicTableRowAdded,
  DynamicTableRowEdited,
  DynamicTableRowDeleted,
] as const;

export type DynamicTableEvent = EventsOf<(typeof dynamicTableEvents)[number]>;

/** One stream per admin-defined table (`dynamic-table-<tableId>`): its definition and rows. */
export const dynamicTableStream = (tableId: string): string => `dynamic-table-${tableId}`;

/** Whether an event was recorded on a dynamic table's stream. */
export const isDynamicTableEvent = <E extends { type: string; stream: string }>(
  e: E,
): e is Extract<E, { type: DynamicTableEvent['type'] }> => e.stream.startsWith('dynamic-table-');
