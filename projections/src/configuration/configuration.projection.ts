import type { ConfigurationBundle } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

export interface ConfigurationDoc extends ConfigurationBundle, Doc {}

export const CONFIGURATION_ID = 'default';
const SETTINGS_EVENTS = new Set([
  'BidIncrementAdded',
  'BidIncrementEdited',
  'BidIncrementDeleted',
  'DefaultBidIncrementSet',
  'ConfigurationVariableSet',
]);

export const LANGUAGES: ConfigurationBundle['languages'] = [
  { code: 'en', name: 'English', dir: 'ltr', default: true },
  { code: 'es', name: 'Español', dir: 'ltr', fallback: true },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
];

export const initialConfiguration = (): ConfigurationDoc => ({
  allBidIncrements: [],
  bidIncrementDefault: 10_00,
  variables: { proxy_bidding_settings: '1', country_code: '+1' },
  features: featuresOf({ proxy_bidding_settings: '1' }),
  languages: LANGUAGES,
});

function featuresOf(variables: Record<string, string>): Record<string, boolean> {
  return {
    proxy_bidding: variables.proxy_bidding_settings !== '0',
    buynow: true,
    sealed_offers: true,
    watchlist: true,
  };
}

/** The `common/getDefault` bundle: increments, default increment, variables, features, languages. */
export const configurationProjection: Projection<ConfigurationDoc> = {
  name: 'configuration',
  version: 1,
  route: (e) => (SETTINGS_EVENTS.has(e.type) ? CONFIGURATION_ID : NO_DOCS),
  evolve: (doc = initialConfiguration(), e) => {
    const d = e.data as Record<string, unknown>;
    switch (e.type) {
      case 'BidIncrementAdded':
      case 'BidIncrementEdited': {
        const row = {
          id: d.rowId as string,
          from_amount: d.from as number,
          to_amount: d.to as number | null,
          increment: d.increment as number,
        };
        const rows = [...doc.allBidIncrements.filter((r) => r.id !== row.id), row].sort(
          (a, b) => a.from_amount - b.from_amount,
        );
        return { ...doc, allBidIncrements: rows };
      }
      case 'BidIncrementDeleted':
        return { ...doc, allBidIncrements: doc.allBidIncrements.filter((r) => r.id !== d.rowId) };
      case 'DefaultBidIncrementSet':
        return { ...doc, bidIncrementDefault: d.increment as number };
      case 'ConfigurationVariableSet': {
        const variables = { ...doc.variables, [d.name as string]: d.value as string };
        return { ...doc, variables, features: featuresOf(variables) };
      }
      default:
        return doc;
    }
  },
};
