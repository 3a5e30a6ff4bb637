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

/** `configurationVariables`: every known setting, '' when unset. */
export interface ConfigurationVariableRecord {
  name: string;
  value: string;
}

/** `searchTable`: one configuration table's rows. */
export interface SiteTablePage {
  records: SiteTableRow[];
  totalRecords: number;
  setDisp: string;
}

/** `admin/setting/phrases`: the admin's translation overrides. */
export interface PhraseRecord {
  language: string;
  key: string;
  text: string;
}

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
