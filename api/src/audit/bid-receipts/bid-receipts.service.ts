import { Inject, Injectable } from '@nestjs/common';
import { type BidReceipt, lotStream, type RecordedEvent } from '@facet/event-schemas';
import type { EventStore, SigningKey } from '@facet/event-store';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { receiptsOf } from '../domain/bid-receipt.builder.js';
import { AUDIT_SIGNING_KEY } from '../signing-key/audit-signing-key.provider.js';

/** Signed receipts of a bidder's own accepted bids, from the lot's stream as recorded. */
@Injectable()
export class BidReceipts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey,
    private readonly reader: CatalogReader,
  ) {}

  /** The receipt of the bid a command just recorded (its answer carries it); none when refused. */
  ofCommand(events: readonly RecordedEvent[], userId: string): BidReceipt | undefined {
    return receiptsOf(events, userId, this.key).at(-1);
  }

  /** The caller's accepted bids on one lot, oldest first. */
  async ofLot(lotId: string, userId: string): Promise<BidReceipt[]> {
    return receiptsOf(await this.store.readStream(lotStream(lotId)), userId, this.key);
  }

  /**
   * One of the caller's bids by its id, looked for on the lot named or else on the lots My Bids
   * lists for them; another user's bid is simply not among theirs.
   */
  async ofBid(bidId: string, userId: string, lotId?: string): Promise<BidReceipt | undefined> {
    const lots = lotId
      ? [lotId]
      : Object.keys((await this.reader.myBids(userId))?.lots ?? {}).sort();
    let found: BidReceipt | undefined;
    for (const lot of lots)
      for (const r of await this.ofLot(lot, userId))
        if (
          r.payload.bidId === bidId &&
          (!found || r.payload.serverTime >= found.payload.serverTime)
        )
          found = r;
    return found;
  }
}
