import { Inject, Injectable } from '@nestjs/common';
import {
  auctionStream,
  invoiceStream,
  lotStream,
  type RecordedEvent,
  type ReplayTimeline,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { marketplaceUpcaster } from '@facet/projections/folds';
import { ReadModelReader } from '../read-side/read-model.reader.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import type { ReplayEvent } from './replay-fold/replay.ports.js';
import { inLogOrder } from './log-position.rules.js';

/** A lot's or an auction's whole log, in global order, with the lots it covers. */
export interface ReplayLog {
  scope: Omit<ReplayTimeline['scope'], 'title'>;
  lotIds: string[];
  events: ReplayEvent[];
}

const CACHED_STREAMS = 64;

/**
 * Reads the streams a replay folds. A stream read once stays cached (upcast), and a later read
 * fetches only its tail: scrubbing a 10,000-bid lot reads the store once, then a few events.
 */
@Injectable()
export class ReplayLogReader {
  private readonly cache = new Map<string, ReplayEvent[]>();
  private readonly upcast = marketplaceUpcaster();
  private readonly upcastOne = (e: RecordedEvent): ReplayEvent => this.upcast(e) as ReplayEvent;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModelReader,
  ) {}

  async lot(lotId: string): Promise<ReplayLog | null> {
    const own = await this.stream(lotStream(lotId));
    if (own.length === 0) return null;
    const events = inLogOrder([own, ...(await this.invoicesOf(own))]);
    return { scope: { kind: 'lot', id: lotId }, lotIds: [lotId], events };
  }

  async auction(auctionId: string): Promise<ReplayLog | null> {
    const own = await this.stream(auctionStream(auctionId));
    if (own.length === 0) return null;
    const added = own.flatMap((e) => (e.type === 'LotsAddedToAuction' ? e.data.lotIds : []));
    const listed = (await this.readModels.lots()).filter((c) => c.auctionid === auctionId);
    const lotIds = [...new Set([...added, ...listed.map((c) => c.id)])];
    const streams = await Promise.all(lotIds.map((id) => this.stream(lotStream(id))));
    const invoices = await this.invoicesOf(streams.flat());
    const events = inLogOrder([own, ...streams, ...invoices]);
    return { scope: { kind: 'auction', id: auctionId }, lotIds, events };
  }

  /** The streams of the invoices the lots' sales name (`common_invoice`): the life goes on to them. */
  private async invoicesOf(lotEvents: readonly ReplayEvent[]): Promise<ReplayEvent[][]> {
    const ids = new Set<string>();
    for (const e of lotEvents)
      if (e.type === 'LotSold' || e.type === 'BuyNowCheckedOut') ids.add(e.data.common_invoice);
    return Promise.all([...ids].map((id) => this.stream(invoiceStream(id))));
  }

  private async stream(name: string): Promise<ReplayEvent[]> {
    const cached = this.cache.get(name) ?? [];
    const tail = await this.store.readStream(name, cached.length);
    const events = tail.length === 0 ? cached : cached.concat(tail.map(this.upcastOne));
    // Most recently used last: the oldest stream leaves first.
    this.cache.delete(name);
    if (events.length > 0) this.cache.set(name, events);
    if (this.cache.size > CACHED_STREAMS) this.cache.delete(this.cache.keys().next().value!);
    return events;
  }
}
