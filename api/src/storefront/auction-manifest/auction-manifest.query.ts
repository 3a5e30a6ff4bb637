import { Injectable } from '@nestjs/common';
import type { ManifestAnswer } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { manifestOf } from './manifest.rules.js';

/** `product/searchManifest`: an active auction's lots as a manifest (a removed one is not found). */
@Injectable()
export class AuctionManifestQuery {
  constructor(private readonly reader: ReadModelReader) {}

  async of(auctionId: string): Promise<ManifestAnswer> {
    const auction = await this.reader.auction(auctionId);
    if (!auction || auction.status !== 'active')
      throw notFound('Auction not found', 'auction.not-found');
    const lots = await this.reader.lotsById(auction.lotIds);
    return manifestOf(
      auction,
      lots.filter((l) => l !== undefined && l !== null),
    );
  }
}
