import type { EventsOf } from '../lots/index.js';
import {
  BidIncrementAdded,
  BidIncrementDeleted,
  BidIncrementEdited,
  ConfigurationVariableSet,
  DefaultBidIncrementSet,
} from './settings.events.js';

export * from './settings.events.js';

export const settingsEvents = [
  BidIncrementAdded,
  BidIncrementEdited,
  BidIncrementDeleted,
  DefaultBidIncrementSet,
  ConfigurationVariableSet,
] as const;

export type SettingsEvent = EventsOf<(typeof settingsEvents)[number]>;

/** The marketplace has one settings stream. */
export const settingsStream = (name = 'marketplace'): string => `settings-${name}`;
