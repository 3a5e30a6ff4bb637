import type { QueryClient } from '@tanstack/react-query';
import { patchLotQueryData, type LotPatch } from '../model/lot-cache-patch';
import { lotKeys } from './lot-keys';

/** Runs the shared pure patch over every cached lot query; a revision gap triggers a refetch. */
export function applyLotPatch(client: QueryClient, patch: LotPatch) {
  let gap = false;
  client.setQueriesData({ queryKey: lotKeys.all }, (data: unknown) => {
    if (data === undefined) return data;
    const r = patchLotQueryData(data, patch);
    gap ||= r.gap;
    return r.data;
  });
  if (gap) void client.invalidateQueries({ queryKey: lotKeys.all });
}
