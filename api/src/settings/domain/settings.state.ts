import type { IncrementRow, SettingsEvent } from '@facet/event-schemas';
import type { Cell } from './site-tables.columns.js';

export type TableRow = Readonly<Record<string, Cell>>;
export interface StaticPageVersion {
  title: string;
  html: string;
  at: string;
}

/** Everything keyed by a name a client sent is a Map (no prototype keys, no `__proto__`). */
export interface SettingsState {
  increments: ReadonlyMap<string, IncrementRow>;
  defaultIncrement: number | null;
  variables: ReadonlyMap<string, string>;
  tables: ReadonlyMap<string, ReadonlyMap<string, TableRow>>;
  /** `${language}|${namespace:key}` -> text. */
  phrases: ReadonlyMap<string, string>;
  /** `${page}|${language}` -> the latest saved version. */
  pages: ReadonlyMap<string, StaticPageVersion>;
  /** Seller id -> the platform's commission percent on their sales, overriding the site's. */
  sellerCommissions: ReadonlyMap<string, string>;
}

export const initialState = (): SettingsState => ({
  increments: new Map(),
  defaultIncrement: null,
  variables: new Map(),
  tables: new Map(),
  phrases: new Map(),
  pages: new Map(),
  sellerCommissions: new Map(),
});
export const isTerminal = (_state: SettingsState): boolean => false;

export const phraseKey = (language: string, key: string): string => `${language}|${key}`;
export const pageKey = (page: string, language: string): string => `${page}|${language}`;

const set = <K, V>(m: ReadonlyMap<K, V>, k: K, v: V): ReadonlyMap<K, V> => new Map(m).set(k, v);
const without = <K, V>(m: ReadonlyMap<K, V>, k: K): ReadonlyMap<K, V> => {
  const next = new Map(m);
  next.delete(k);
  return next;
};

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'BidIncrementAdded':
    case 'BidIncrementEdited': {
      const { rowId, from, to, increment } = event.data;
      return { ...state, increments: set(state.increments, rowId, { from, to, increment }) };
    }
    case 'BidIncrementDeleted':
      return { ...state, increments: without(state.increments, event.data.rowId) };
    case 'BidIncrementsReplaced':
      return {
        ...state,
        increments: new Map(event.data.rows.map(({ rowId, ...r }) => [rowId, r])),
      };
    case 'DefaultBidIncrementSet':
      return { ...state, defaultIncrement: event.data.increment };
    case 'ConfigurationVariableSet':
      return { ...state, variables: set(state.variables, event.data.name, event.data.value) };
    case 'SiteTableRowSaved': {
      const { table, rowId, values } = event.data;
      const rows = set(state.tables.get(table) ?? new Map(), rowId, { ...values });
      return { ...state, tables: set(state.tables, table, rows) };
    }
    case 'SiteTableRowDeleted': {
      const { table, rowId } = event.data;
      const rows = without(state.tables.get(table) ?? new Map<string, TableRow>(), rowId);
      return { ...state, tables: set(state.tables, table, rows) };
    }
    case 'PhraseSet': {
      const k = phraseKey(event.data.language, event.data.key);
      const phrases =
        event.data.text === '' ? without(state.phrases, k) : set(state.phrases, k, event.data.text);
      return { ...state, phrases };
    }
    case 'SellerCommissionSet': {
      const { sellerId, percent } = event.data;
      const sellerCommissions =
        percent === ''
          ? without(state.sellerCommissions, sellerId)
          : set(state.sellerCommissions, sellerId, percent);
      return { ...state, sellerCommissions };
    }
    case 'StaticPageSaved': {
      const { page, language, title, html, at } = event.data;
      return { ...state, pages: set(state.pages, pageKey(page, language), { title, html, at }) };
    }
  }
}
