import type { ConfigurationBundle, SiteTableRow } from '@facet/event-schemas';
import { LANGUAGES, languagesOf, withLanguageRow } from './languages.overlay.js';
import { withPhrase, withTableRow } from './site-content.evolve.js';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

export interface ConfigurationDoc extends ConfigurationBundle, Doc {
  /** The admin's `languages` rows, active 2 included (they drop a language): not served. */
  languageRows: SiteTableRow[];
}

export const CONFIGURATION_ID = 'default';
const SETTINGS_EVENTS = new Set([
  'BidIncrementAdded',
  'BidIncrementEdited',
  'BidIncrementDeleted',
  'DefaultBidIncrementSet',
  'ConfigurationVariableSet',
  'BidIncrementsReplaced',
  'SiteTableRowSaved',
  'SiteTableRowDeleted',
  'PhraseSet',
]);

export { LANGUAGES };

export const initialConfiguration = (): ConfigurationDoc => ({
  allBidIncrements: [],
  bidIncrementDefault: 10_00,
  variables: { proxy_bidding_settings: '1', country_code: '+1' },
  features: featuresOf({ proxy_bidding_settings: '1' }),
  languages: [...LANGUAGES],
  languageRows: [],
  tableValues: {},
  phrases: {},
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
  // v2: tableValues and phrases joined the bundle. v3: languages overlaid by the admin's rows.
  version: 3,
  types: typesWhere((e) => SETTINGS_EVENTS.has(e.type)),
  route: (e) => (SETTINGS_EVENTS.has(e.type) ? CONFIGURATION_ID : NO_DOCS),
  evolve: (doc = initialConfiguration(), e) => {
    switch (e.type) {
      case 'BidIncrementAdded':
      case 'BidIncrementEdited': {
        const row = {
          id: e.data.rowId,
          from_amount: e.data.from,
          to_amount: e.data.to,
          increment: e.data.increment,
        };
        const rows = [...doc.allBidIncrements.filter((r) => r.id !== row.id), row].sort(
          (a, b) => a.from_amount - b.from_amount,
        );
        return { ...doc, allBidIncrements: rows };
      }
      case 'BidIncrementsReplaced':
        return {
          ...doc,
          allBidIncrements: e.data.rows
            .map((r) => ({
              id: r.rowId,
              from_amount: r.from,
              to_amount: r.to,
              increment: r.increment,
            }))
            .sort((a, b) => a.from_amount - b.from_amount),
        };
      case 'SiteTableRowSaved':
      case 'SiteTableRowDeleted': {
        const next = { ...doc, tableValues: withTableRow(doc.tableValues, e) };
        if (e.data.table !== 'languages') return next;
        const values = e.type === 'SiteTableRowSaved' ? e.data.values : null;
        const languageRows = withLanguageRow(doc.languageRows ?? [], e.data.rowId, values);
        return { ...next, languageRows, languages: languagesOf(languageRows) };
      }
      case 'PhraseSet':
        return { ...doc, phrases: withPhrase(doc.phrases, e.data) };
      case 'BidIncrementDeleted':
        return {
          ...doc,
          allBidIncrements: doc.allBidIncrements.filter((r) => r.id !== e.data.rowId),
        };
      case 'DefaultBidIncrementSet':
        return { ...doc, bidIncrementDefault: e.data.increment };
      case 'ConfigurationVariableSet': {
        const variables = { ...doc.variables, [e.data.name]: e.data.value };
        return { ...doc, variables, features: featuresOf(variables) };
      }
      default:
        return doc;
    }
  },
};
