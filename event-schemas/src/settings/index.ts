import type { EventsOf } from '../lots/index.js';
import {
  BidIncrementAdded,
  BidIncrementDeleted,
  BidIncrementEdited,
  ConfigurationVariableSet,
  DefaultBidIncrementSet,
  SellerCommissionSet,
} from './settings.events.js';
import {
  BidIncrementsReplaced,
  PhraseSet,
  SiteTableRowDeleted,
  SiteTableRowSaved,
  StaticPageSaved,
} from './site-content.events.js';

export * from './settings.events.js';
export * from './site-content.events.js';

export const settingsEvents = [
  BidIncrementAdded,
  BidIncrementEdited,
  BidIncrementDeleted,
  DefaultBidIncrementSet,
  ConfigurationVariableSet,
  BidIncrementsReplaced,
  SiteTableRowSaved,
  SiteTableRowDeleted,
  PhraseSet,
  StaticPageSaved,
  SellerCommissionSet,
] as const;

export type SettingsEvent = EventsOf<(typeof settingsEvents)[number]>;

/** The marketplace has one settings stream. */
export const settingsStream = (name = 'marketplace'): string => `settings-${name}`;
