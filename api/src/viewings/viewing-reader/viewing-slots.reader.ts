import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type AuctionCardDoc,
  type InvoiceDoc,
  type ReadModelStore,
  type ViewingSlotDoc,
} from '@facet/projections';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { actsAsBuyer } from '../../shared/domain/buyer-side.rules.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { bySoonest, notOver } from './viewing-slot.records.js';

/** The viewing slots' read model and what a booking names: the auction, the buyer's invoice. */
@Injectable()
export class ViewingSlotsReader {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly parties: BuyerParties,
  ) {}

  /** Every slot not yet over, soonest first. */
  async upcoming(): Promise<ViewingSlotDoc[]> {
    const now = this.clock.now().getTime();
    const all = await this.store.all<ViewingSlotDoc>(NS.viewingSlots);
    return all.filter((d) => notOver(d, now)).sort(bySoonest);
  }

  /** Open slots with a seat left that have not started. */
  async free(): Promise<ViewingSlotDoc[]> {
    const now = this.clock.now().toISOString();
    return (await this.upcoming()).filter(
      (d) => d.status === 'open' && d.starts_at > now && d.bookings.length < d.capacity,
    );
  }

  async onDay(day: string): Promise<ViewingSlotDoc[]> {
    const all = await this.store.all<ViewingSlotDoc>(NS.viewingSlots);
    return all.filter((d) => d.starts_at.startsWith(day)).sort(bySoonest);
  }

  slot = (id: string) => this.store.get<ViewingSlotDoc>(NS.viewingSlots, id);

  async auction(id: string): Promise<AuctionCardDoc> {
    const doc = await this.store.get<AuctionCardDoc>(NS.auction, id);
    if (!doc) throw notFound('Auction not found', 'auction.not-found');
    return doc;
  }

  async auctionTitles(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((i): i is string => !!i))];
    const docs = await this.store.getMany<AuctionCardDoc>(NS.auction, wanted);
    const titles = new Map<string, string>();
    docs.forEach((d, i) => d && titles.set(wanted[i] as string, d.title));
    return titles;
  }

  /**
   * An invoice the caller collects as its buyer side (I1): their own, or one billed to the company
   * they represent now (issue 30). Anyone else's answers 404 as a missing one does.
   */
  async buyersInvoice(id: string, actor: Actor): Promise<InvoiceDoc> {
    const doc = await this.store.get<InvoiceDoc>(NS.invoice, id);
    const company = doc && (await this.parties.companyActingFor(actor));
    if (!doc || !actsAsBuyer(doc, actor, company))
      throw notFound('Invoice not found', 'invoice.not-found');
    return doc;
  }
}
