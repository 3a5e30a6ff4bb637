import { auctionCardProjection } from '../auction-card/auction-card.projection.js';
import { bidHistoryProjection } from '../bid-history/bid-history.projection.js';
import { configurationProjection } from '../configuration/configuration.projection.js';
import { lotCardProjection } from '../lot-card/lot-card.projection.js';
import { lotStandingProjection } from '../lot-standing/lot-standing.projection.js';
import { myBidsProjection } from '../my-bids/my-bids.projection.js';
import { namespaceOf } from '../runner/projection.js';
import { userNamesProjection } from '../user-names/user-names.projection.js';
import { watchlistProjection } from '../watchlist/watchlist.projection.js';

/** Each read model's namespace, from its definition: specs never spell a version by hand. */
export const NS = {
  card: namespaceOf(lotCardProjection),
  standing: namespaceOf(lotStandingProjection),
  history: namespaceOf(bidHistoryProjection),
  myBids: namespaceOf(myBidsProjection),
  watchlist: namespaceOf(watchlistProjection),
  auction: namespaceOf(auctionCardProjection),
  names: namespaceOf(userNamesProjection),
  config: namespaceOf(configurationProjection),
} as const;
