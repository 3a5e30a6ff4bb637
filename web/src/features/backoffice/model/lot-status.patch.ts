import type { SellerLotList } from '@facet/event-schemas';

import type { ListingStatus } from '@facet/event-schemas';

export type { ListingStatus };

/**
 * A cached page after a status change the server accepted: the read model follows a moment later,
 * so the page shows the new status at once instead of the old one until the refetch lands.
 */
export function patchLotStatus(
  list: SellerLotList | undefined,
  ids: readonly string[],
  status: ListingStatus,
): SellerLotList | undefined {
  if (!list) return list;
  const changed = new Set(ids);
  if (!list.records.some((r) => changed.has(r.id))) return list;
  return {
    ...list,
    records: list.records.map((r) => (changed.has(r.id) ? { ...r, status } : r)),
  };
}
