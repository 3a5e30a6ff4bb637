import type { SavedIdAnswer } from './answer.model.js';
import type { ListResponse } from './list.model.js';
import type { SiteTableRow } from './lot-card.model.js';

/** A band of the increment table at the HTTP edge (dollars; `to_amount` null = open-ended). */
export interface IncrementRecord {
  id: string;
  from_amount: number;
  to_amount: number | null;
  increment: number;
}

/** `getAllBidIncrements` / `replaceBidIncrements`. */
export interface IncrementTableAnswer {
  records: IncrementRecord[];
  totalRecords: number;
  bidIncrementDefault?: number;
}

/** `getSingleBidIncrement`: one band. */
export interface IncrementAnswer {
  item: IncrementRecord;
}

/** `bidIncrementAction`: the band's id and the whole table as it now is. */
export interface SavedIncrementAnswer {
  id: string;
  records: IncrementRecord[];
}

/** `deleteBidIncrement`: the id of the band removed. */
export type DeletedIncrementAnswer = SavedIdAnswer;

/** `configurationVariables`: every known setting, '' when unset. */
export interface ConfigurationVariableRecord {
  name: string;
  value: string;
}

/** `configurationVariables`: every known setting (unpaged). */
export type ConfigurationVariableList = ListResponse<ConfigurationVariableRecord>;

/** `getSingleConfiguration`: one setting, '' when unset. */
export interface ConfigurationVariableAnswer {
  item: ConfigurationVariableRecord;
}

/** `configurationAction`: every set variable, and the default increment in dollars (null: unset). */
export interface ConfigurationSavedAnswer {
  variables: Record<string, string>;
  bidIncrementDefault: number | null;
}

/** `searchTable`: one configuration table's rows. */
export interface SiteTablePage {
  records: SiteTableRow[];
  totalRecords: number;
  setDisp: string;
}

/** `datatable_insert`, `datatable_update`, `searchTableAction`: the row as saved (null: deleted). */
export interface SiteTableRowAnswer {
  id: string;
  item: SiteTableRow | null;
}

/** `multiTableAction`: the rows shown (1), hidden (0) or excluded (2). */
export interface SiteTableRowsActiveAnswer {
  ids: string[];
  active: 0 | 1 | 2;
}

/** `admin/setting/phrases`: the admin's translation overrides. */
export interface PhraseRecord {
  language: string;
  key: string;
  text: string;
}

/** `admin/setting/phrases`: every override (unpaged). */
export type PhraseList = ListResponse<PhraseRecord>;

/** `getPreviousData`'s item and `show_static_content`'s records. */
export interface StaticPageEntry {
  id: string;
  lng: string;
  title: string;
  content: string;
}

/** `common/getPreviousData`: the page as saved in one language. */
export interface StaticPageAnswer {
  item: StaticPageEntry;
}

/** A row of `common/show_static_content`: a page and its title in the asked language. */
export type StaticPageTitle = Pick<StaticPageEntry, 'id' | 'title'>;

/** `common/show_static_content`: every editable page. */
export type StaticPageTitleList = ListResponse<StaticPageTitle>;
