import { Inject } from '@nestjs/common';
import { viewingDayList } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';
import { toSlotRecord } from '../viewing-reader/viewing-slot.records.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

/** `appointment/dayList`: the back office's list of who comes when on a day, and what for. */
@CommandController('admin')
export class ViewingDayListController {
  constructor(
    private readonly slots: ViewingSlotsReader,
    private readonly people: KycGate,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(viewingDayList)
  async list(@Call() { body: r }: Call<typeof viewingDayList>) {
    const docs = await this.slots.onDay(r.day ?? this.clock.now().toISOString().slice(0, 10));
    const titles = await this.slots.auctionTitles(
      docs.flatMap((d) => d.bookings.map((b) => b.auction_id)),
    );
    const records = docs.map((d) => ({
      slot: toSlotRecord(d),
      visitors: d.bookings.map((b) => ({
        buyer_id: b.buyer_id,
        name: this.people.person(b.buyer_id)?.name ?? b.buyer_id,
        email: this.people.person(b.buyer_id)?.email ?? '',
        purpose: b.purpose,
        auction_id: b.auction_id,
        auction_title: titles.get(b.auction_id ?? '') ?? null,
        invoice_id: b.invoice_id,
      })),
    }));
    return success('Viewing day list', { records });
  }
}
