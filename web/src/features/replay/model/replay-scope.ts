/** What a replay screen replays: one lot, or an auction and all its lots. */
export interface ReplayScope {
  kind: 'lot' | 'auction';
  id: string;
}

/** The request body names the scope as the api expects it: `{ lot_id }` or `{ auction_id }`. */
export function scopeBody(scope: ReplayScope): { lot_id: string } | { auction_id: string } {
  return scope.kind === 'lot' ? { lot_id: scope.id } : { auction_id: scope.id };
}
