import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type AuctionCardDoc,
  type BidHistoryDoc,
  type ConfigurationDoc,
  type LotCardDoc,
  type LotStandingDoc,
  type MyBidsDoc,
  type ReadModelStore,
  type SellerPayoutsDoc,
  type UserNameDoc,
  type WatchlistDoc,
} from '@facet/projections';
import { READ_MODEL_STORE } from './read-side.tokens.js';
import { servedAuction as served } from './served-auction.js';

/** Typed reads over the read-model store; queries never touch the event store. */
@Injectable()
export class ReadModelReader {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  lots = (): Promise<LotCardDoc[]> => this.store.all<LotCardDoc>(NS.card);
  lot = (id: string): Promise<LotCardDoc | undefined> => this.store.get<LotCardDoc>(NS.card, id);
  lotsById = (ids: readonly string[]) => this.store.getMany<LotCardDoc>(NS.card, ids);
  auctions = async (): Promise<AuctionCardDoc[]> =>
    (await this.store.all<AuctionCardDoc>(NS.auction)).map(served);
  auction = async (id: string) => served(await this.store.get<AuctionCardDoc>(NS.auction, id));
  auctionsById = async (ids: readonly string[]) =>
    (await this.store.getMany<AuctionCardDoc>(NS.auction, ids)).map(served);
  history = (lotId: string) => this.store.get<BidHistoryDoc>(NS.history, lotId);
  myBids = (userId: string) => this.store.get<MyBidsDoc>(NS.myBids, userId);
  watchlist = (userId: string) => this.store.get<WatchlistDoc>(NS.watchlist, userId);
  names = (ids: readonly string[]) => this.store.getMany<UserNameDoc>(NS.names, ids);
  configuration = () => this.store.get<ConfigurationDoc>(NS.config, 'default');
  sellerPayouts = (sellerId: string) =>
    this.store.get<SellerPayoutsDoc>(NS.sellerPayouts, sellerId);
  allSellerPayouts = () => this.store.all<SellerPayoutsDoc>(NS.sellerPayouts);

  async standings(ids: readonly string[]): Promise<Map<string, LotStandingDoc>> {
    const docs = await this.store.getMany<LotStandingDoc>(NS.standing, ids);
    const out = new Map<string, LotStandingDoc>();
    docs.forEach((d, i) => d && out.set(ids[i] as string, d));
    return out;
  }

  async watched(userId: string | undefined): Promise<Set<string>> {
    if (!userId) return new Set();
    return new Set((await this.watchlist(userId))?.lotIds ?? []);
  }
}
