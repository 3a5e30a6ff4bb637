import { Controller } from '@nestjs/common';
import { getAppointmentForInvoice, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';
import { MyAppointmentsQuery } from './my-appointments.query.js';

/**
 * `appointment/getAppointmentForInvoice`: the caller's collection of their invoice, or null, and
 * whether it can be collected in person (paid in full).
 */
@Controller()
export class GetAppointmentForInvoiceController {
  constructor(
    private readonly appointments: MyAppointmentsQuery,
    private readonly slots: ViewingSlotsReader,
  ) {}

  @CommandRoute(getAppointmentForInvoice)
  async one(
    @ValidBody() { invoice_id }: RequestOf<typeof getAppointmentForInvoice>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getAppointmentForInvoice>> {
    const invoice = await this.slots.buyersInvoice(invoice_id, actor.id);
    const mine = await this.appointments.of(actor.id);
    const record = mine.find((a) => a.invoice_id === invoice_id) ?? null;
    return success('Appointment', { record, collectable: invoice.status === 'paid' });
  }
}
