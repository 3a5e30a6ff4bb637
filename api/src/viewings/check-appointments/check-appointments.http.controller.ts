import { checkAppointments } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';
import { toSlotRecord } from '../viewing-reader/viewing-slot.records.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

/** `appointment/checkAppointments`: free slots (to collect an invoice), by room and day. */
@CommandController()
export class CheckAppointmentsController {
  constructor(
    private readonly slots: ViewingSlotsReader,
    private readonly kyc: KycGate,
  ) {}

  @CommandRoute(checkAppointments)
  async check(@Call() { body: { location, day }, actor }: Call<typeof checkAppointments>) {
    const free = (await this.slots.free()).filter(
      (d) =>
        (!location || d.location.toLowerCase() === location.toLowerCase()) &&
        (!day || d.starts_at.startsWith(day)),
    );
    const records = free.map(toSlotRecord);
    return success('Free viewing slots', { records, kyc_passed: this.kyc.passed(actor.id) });
  }
}
