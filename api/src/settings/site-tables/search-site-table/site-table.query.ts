import type { SiteTablePage } from '@facet/event-schemas';
import { listResponse, pageOfRecords } from '../../../shared/read-side/page-of-group.js';
import type { SettingsState } from '../../domain/index.js';

/** `searchTable`: a table's rows (every active value) with a column containing the term, paged. */
export function siteTablePage(
  state: SettingsState,
  table: string,
  ask: { searchterm?: string | undefined; page?: number | undefined; limit?: number | undefined },
): SiteTablePage {
  const term = (ask.searchterm ?? '').trim().toLowerCase();
  const all = [...(state.tables.get(table) ?? new Map())]
    .map(([id, values]) => ({ ...values, id }))
    .filter((r) => !term || Object.values(r).some((v) => String(v).toLowerCase().includes(term)));
  return listResponse(pageOfRecords(all, { page: ask.page ?? 1, limit: ask.limit ?? 50 }));
}
