import { Controller } from '@nestjs/common';
import { type RequestOf, updateAppointment } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { UpdateAppointmentHandler } from './update-appointment.handler.js';

const said = {
  book: 'Viewing booked',
  reschedule: 'Viewing rescheduled',
  cancel: 'Viewing cancelled',
};

/** `appointment/update`: book (identity check passed), reschedule or cancel a viewing. */
@Controller()
export class UpdateAppointmentController {
  constructor(private readonly appointments: UpdateAppointmentHandler) {}

  @CommandRoute(updateAppointment)
  async update(
    @ValidBody() body: RequestOf<typeof updateAppointment>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updateAppointment>> {
    const record = await this.appointments.update(body, actor);
    return success(said[body.action], { record });
  }
}
