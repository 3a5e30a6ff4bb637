import { z } from 'zod';
import type {
  AuctionWatchlistToggleAnswer,
  LotChartAnswer,
  ManifestAnswer,
  PriceTrendAnswer,
} from '../../read-models/catalog.model.js';
import { SIZE_BANDS } from '../../read-models/catalog.model.js';
import type { CountAnswer } from '../../read-models/storefront.model.js';
import { emptyBody } from '../request/account-fields.js';
import { commandId, id, integer, oneOfOr, optionalId } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * The rest of the catalogue's calls (spec section 7): the auction-level watchlist, an auction's
 * manifest, the private-sale count and the price trend the spec names after a music-chart provider.
 */

/** `{ auction_id, commandId? }`: the auction a watchlist command is about. */
const auctionWatchRequest = z.strictObject({
  auction_id: id('Auction id required', { description: 'The auction to watch or unwatch' }),
  commandId,
});

/** Watches an auction (a repeat appends nothing). */
export const addAuctionToWatchlist = route({
  path: 'auction/addAuctionWatchList',
  request: auctionWatchRequest,
  answer: answer<AuctionWatchlistToggleAnswer>(),
});

/** Stops watching an auction (a repeat appends nothing). */
export const removeAuctionFromWatchlist = route({
  path: 'auction/removeAuctionWatchList',
  request: auctionWatchRequest,
  answer: answer<AuctionWatchlistToggleAnswer>(),
});

/** An auction's lots in lot-number order with weights, stone counts and sizes, and a CSV. */
export const searchManifest = route({
  path: 'product/searchManifest',
  request: z.strictObject({
    auctionid: id('Auction id required', { description: 'The auction whose lots are listed' }),
  }),
  answer: answer<ManifestAnswer>(),
});

/** How many lots are sold by private sale (buy now only, no bidding) and still open. */
export const countPrivateSaleLots = route({
  path: 'product/totalPrivateSaleProducts',
  request: emptyBody,
  answer: answer<CountAnswer>(),
});

/** A market-price index: price per carat of sold lots by month, for a category and size band. */
export const getPriceTrend = route({
  path: 'chartmetric/getTrackChartMetric',
  request: z.strictObject({
    categoryTypeId: optionalId({ description: 'A category; left out: every category' }),
    size_band: oneOfOr(SIZE_BANDS, 'all', { description: 'Carats per stone band' }),
    months: integer({ min: 1, max: 36, description: 'Months back, 1-36 (12 by default)' }),
  }),
  answer: answer<PriceTrendAnswer>(),
});

/** Recomputes one lot's chart: the trend of its category and size band. */
export const refreshLotChart = route({
  path: 'product/updateChartmetricArtistImage',
  request: z.strictObject({ id: id('Lot id required', { description: 'The lot' }) }),
  answer: answer<LotChartAnswer>(),
});
