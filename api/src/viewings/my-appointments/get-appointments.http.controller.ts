import { getAppointments } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { MyAppointmentsQuery } from './my-appointments.query.js';

/** `appointment/getAppointments`: the caller's appointments (totalRecords an array, as the spec's). */
@CommandController()
export class GetAppointmentsController {
  constructor(private readonly appointments: MyAppointmentsQuery) {}

  @CommandRoute(getAppointments)
  async list(@Call() { actor }: Call<typeof getAppointments>) {
    const records = await this.appointments.of(actor.id);
    return success('Appointments', { records, totalRecords: records });
  }
}
