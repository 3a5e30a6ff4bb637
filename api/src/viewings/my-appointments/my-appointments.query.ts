import { Injectable } from '@nestjs/common';
import type { AppointmentRecord } from '@facet/event-schemas';
import { toAppointment } from '../viewing-reader/viewing-slot.records.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

/** A buyer's appointments to come, soonest first, each naming its auction. */
@Injectable()
export class MyAppointmentsQuery {
  constructor(private readonly slots: ViewingSlotsReader) {}

  async of(buyerId: string): Promise<AppointmentRecord[]> {
    const mine = (await this.slots.upcoming()).flatMap((d) =>
      d.bookings.filter((b) => b.buyer_id === buyerId).map((b) => ({ d, b })),
    );
    const titles = await this.slots.auctionTitles(mine.map(({ b }) => b.auction_id));
    return mine.map(({ d, b }) => toAppointment(d, b, titles.get(b.auction_id ?? '') ?? null));
  }
}
