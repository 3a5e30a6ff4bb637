import { Inject, Injectable } from '@nestjs/common';
import type { KeyHolderTenderEvent } from '@facet/event-schemas';
import {
  readModelNamespaces as NS,
  type ReadModelStore,
  type TenderEventStatusDoc,
} from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';

const stateOf = (d: TenderEventStatusDoc): KeyHolderTenderEvent['state'] =>
  d.opened ? 'opened' : d.presentedBy.length > 0 ? 'shares_presented' : 'waiting_for_shares';

/**
 * The tender events a user holds a key share of. Tender events are few (one per auction set up
 * for encrypted tenders), so the holder is found by reading them all, as the viewing slots are.
 */
@Injectable()
export class MyTenderEventsQuery {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    private readonly reader: ReadModelReader,
  ) {}

  async execute(userId: string): Promise<KeyHolderTenderEvent[]> {
    const held = (await this.store.all<TenderEventStatusDoc>(NS.tenderEvents)).filter((d) =>
      d.holders.includes(userId),
    );
    const auctions = await this.reader.auctionsById(held.map((d) => d.id));
    return held
      .map((d, i): KeyHolderTenderEvent => {
        const auction = auctions[i];
        return {
          auction_id: d.id,
          title: auction?.title ?? d.id,
          lot_count: d.lotCount,
          date_closed: auction?.date_closed ?? '',
          state: stateOf(d),
          presented: d.opened ? d.threshold : d.presentedBy.length,
          threshold: d.threshold,
          holders: d.holders.length,
          you_presented: d.presentedBy.includes(userId),
        };
      })
      .sort((a, b) => a.date_closed.localeCompare(b.date_closed));
  }
}
