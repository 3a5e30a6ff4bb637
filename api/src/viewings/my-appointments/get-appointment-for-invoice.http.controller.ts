import { getAppointmentForInvoice } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';
import { MyAppointmentsQuery } from './my-appointments.query.js';

/**
 * `appointment/getAppointmentForInvoice`: the caller's collection of their invoice (or their
 * company's, I1), or null, and whether it can be collected in person (paid in full).
 */
@CommandController()
export class GetAppointmentForInvoiceController {
  constructor(
    private readonly appointments: MyAppointmentsQuery,
    private readonly slots: ViewingSlotsReader,
  ) {}

  @CommandRoute(getAppointmentForInvoice)
  async one(@Call() { body: { invoice_id }, actor }: Call<typeof getAppointmentForInvoice>) {
    const invoice = await this.slots.buyersInvoice(invoice_id, actor);
    const mine = await this.appointments.of(actor.id);
    const record = mine.find((a) => a.invoice_id === invoice_id) ?? null;
    return success('Appointment', { record, collectable: invoice.status === 'paid' });
  }
}
