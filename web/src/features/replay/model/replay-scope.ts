import type { RouteBody } from '@facet/event-schemas';

/** What a replay screen replays: one lot, or an auction and all its lots. */
export interface ReplayScope {
  kind: 'lot' | 'auction';
  id: string;
}

/** The request body names the scope as the api expects it: `{ lot_id }` or `{ auction_id }`. */
export function scopeBody(scope: ReplayScope): RouteBody<'admin/replay/timeline'> {
  return scope.kind === 'lot' ? { lot_id: scope.id } : { auction_id: scope.id };
}
