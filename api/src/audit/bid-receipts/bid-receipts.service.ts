import { Inject, Injectable } from '@nestjs/common';
import {
  type BidReceipt,
  type BidReceiptPayload,
  lotStream,
  type RecordedEvent,
} from '@facet/event-schemas';
import { type EventStore, type SigningKey, signPayloadAsync } from '@facet/event-store';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { receiptPayloadsOf } from '../domain/bid-receipt.builder.js';
import { AUDIT_SIGNING_KEY } from '../signing-key/audit-signing-key.provider.js';

/**
 * Signed receipts of a bidder's own accepted bids, from the lot's stream as recorded. Signed on
 * the thread pool: Ed25519 is deterministic, so asking again gives the very same receipt.
 */
@Injectable()
export class BidReceipts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey,
    private readonly reader: ReadModelReader,
  ) {}

  private sign = async (payload: BidReceiptPayload): Promise<BidReceipt> => ({
    payload,
    signature: await signPayloadAsync(this.key, payload),
  });

  /** The receipt of the bid a command just recorded (its answer carries it); none when refused. */
  async ofCommand(
    events: readonly RecordedEvent[],
    userId: string,
  ): Promise<BidReceipt | undefined> {
    const payload = receiptPayloadsOf(events, userId, this.key.publicKey.keyId).at(-1);
    return payload && this.sign(payload);
  }

  /** The caller's accepted bids on one lot, oldest first. */
  async ofLot(lotId: string, userId: string): Promise<BidReceipt[]> {
    const events = await this.store.readStream(lotStream(lotId));
    return Promise.all(receiptPayloadsOf(events, userId, this.key.publicKey.keyId).map(this.sign));
  }

  /**
   * One of the caller's bids by its id, looked for on the lot named or else on the lots My Bids
   * lists for them; another user's bid is simply not among theirs.
   */
  async ofBid(bidId: string, userId: string, lotId?: string): Promise<BidReceipt | undefined> {
    const lots = lotId ? [lotId] : Object.keys((await this.reader.myBids(userId))?.lots ?? {});
    let found: BidReceiptPayload | undefined;
    for (const lot of lots.sort()) {
      const events = await this.store.readStream(lotStream(lot));
      for (const p of receiptPayloadsOf(events, userId, this.key.publicKey.keyId))
        if (p.bidId === bidId && (!found || p.serverTime >= found.serverTime)) found = p;
    }
    return found && this.sign(found);
  }
}
