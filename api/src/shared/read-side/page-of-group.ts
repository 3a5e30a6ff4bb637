import type { ListResponse } from '@facet/event-schemas';
import type { Doc, ReadModelStore } from '@facet/projections';

/** The page a list request asks for: 1-based `page` of `limit` records. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** One page of a list and how many records the whole list holds. */
export interface RecordsPage<R> {
  records: R[];
  totalRecords: number;
}

/** Where a page's entries stand in the whole list: the first one's 0-based position, and the total. */
export interface PagePlace {
  offset: number;
  total: number;
}

/**
 * The read side's one paging helper: page `page` of one group of a grouped, ordered read model
 * (its layout has an `order`), paged in the store: one `entryWindow` read counts the group and
 * returns that page's entries only, never the whole group. `newestFirst` pages from the group's
 * last entry back. `toRecords` maps the page's entries to the answer's records, reading what they
 * join (names, cards) for that page alone; `place` numbers them in the whole list.
 * Answer a spec list with `listResponse(page)`.
 */
export async function pageOfGroup<E extends Doc, R>(
  store: Pick<ReadModelStore, 'entryWindow'>,
  ns: string,
  group: string,
  { page, limit }: PageRequest,
  toRecords: (entries: E[], place: PagePlace) => R[] | Promise<R[]>,
  { newestFirst = false } = {},
): Promise<RecordsPage<R>> {
  const offset = (page - 1) * limit;
  const { entries, total } = await store.entryWindow<E>(ns, group, {
    offset,
    limit,
    descending: newestFirst,
  });
  const records = entries.length ? await toRecords(entries, { offset, total }) : [];
  return { records, totalRecords: total };
}

/**
 * The same page of records already narrowed to one owner in memory (a buyer's bids, a site
 * table): `toRecord` maps only that page's rows.
 */
export function pageOfRecords<T, R = T>(
  rows: readonly T[],
  { page, limit }: PageRequest,
  toRecord: (row: T) => R = (row) => row as unknown as R,
): RecordsPage<R> {
  const from = (page - 1) * limit;
  return { records: rows.slice(from, from + limit).map(toRecord), totalRecords: rows.length };
}

/** A page as the spec's lists answer it: the records, the total and 'Showing n of m'. */
export const listResponse = <R>({ records, totalRecords }: RecordsPage<R>): ListResponse<R> => ({
  records,
  totalRecords,
  setDisp: `Showing ${records.length} of ${totalRecords}`,
});
