import type { Actor } from '../../shared/domain/actor.js';
import type { Cell } from './site-tables.columns.js';

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
/** `replaceBidIncrements`: the whole table in one command, checked as a whole. */
export interface ReplaceBidIncrements extends Base {
  type: 'ReplaceBidIncrements';
  rows: { rowId: string; from: number; to: number | null; increment: number }[];
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
/** `datatable_insert` (new) / `datatable_update` (edit, merged over the row). */
export interface SaveSiteTableRow extends Base {
  type: 'SaveSiteTableRow';
  action: 'new' | 'edit';
  table: string;
  rowId: string;
  values: ReadonlyMap<string, Cell>;
}
export interface DeleteSiteTableRow extends Base {
  type: 'DeleteSiteTableRow';
  table: string;
  rowId: string;
}
/** `multiTableAction`: several rows shown, hidden or excluded at once. */
export interface SetSiteTableRowsActive extends Base {
  type: 'SetSiteTableRowsActive';
  table: string;
  rowIds: string[];
  active: 0 | 1 | 2;
}
export interface SetPhrase extends Base {
  type: 'SetPhrase';
  language: string;
  key: string;
  text: string;
}
/** `insertEntry` / `updateEntry`: html arrives already sanitized by the edge. */
export interface SaveStaticPage extends Base {
  type: 'SaveStaticPage';
  page: string;
  language: string;
  title: string;
  html: string;
}
/** The platform's commission on one seller's sales; '' falls back to the site's. */
export interface SetSellerCommission extends Base {
  type: 'SetSellerCommission';
  sellerId: string;
  percent: string;
}
export type SettingsCommand =
  | SaveBidIncrement
  | DeleteBidIncrement
  | ReplaceBidIncrements
  | SetDefaultIncrement
  | SetConfigurationVariable
  | SaveSiteTableRow
  | DeleteSiteTableRow
  | SetSiteTableRowsActive
  | SetPhrase
  | SaveStaticPage
  | SetSellerCommission;
