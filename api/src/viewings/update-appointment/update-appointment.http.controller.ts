import { updateAppointment } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { UpdateAppointmentHandler } from './update-appointment.handler.js';

const said = {
  book: 'Viewing booked',
  reschedule: 'Viewing rescheduled',
  cancel: 'Viewing cancelled',
};

/** `appointment/update`: book (identity check passed), reschedule or cancel a viewing. */
@CommandController()
export class UpdateAppointmentController {
  constructor(private readonly appointments: UpdateAppointmentHandler) {}

  @CommandRoute(updateAppointment)
  async update(@Call() { body, actor }: Call<typeof updateAppointment>) {
    const record = await this.appointments.update(body, actor);
    return success(said[body.action], { record });
  }
}
