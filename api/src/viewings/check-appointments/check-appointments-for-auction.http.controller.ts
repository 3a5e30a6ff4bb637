import { checkAppointmentsForAuction } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';
import { toSlotRecord } from '../viewing-reader/viewing-slot.records.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

/**
 * `appointment/checkAppointmentsForAuction`: the auction's viewing days are the free slots before
 * it closes, its own or a general room's (rough is viewed before the bids).
 */
@CommandController()
export class CheckAppointmentsForAuctionController {
  constructor(
    private readonly slots: ViewingSlotsReader,
    private readonly kyc: KycGate,
  ) {}

  @CommandRoute(checkAppointmentsForAuction)
  async check(@Call() { body: { auction_id }, actor }: Call<typeof checkAppointmentsForAuction>) {
    const auction = await this.slots.auction(auction_id);
    const free = (await this.slots.free()).filter(
      (d) =>
        (d.auction_id === null || d.auction_id === auction_id) && d.starts_at < auction.date_closed,
    );
    const records = free.map(toSlotRecord);
    return success('Free viewing slots', { records, kyc_passed: this.kyc.passed(actor.id) });
  }
}
