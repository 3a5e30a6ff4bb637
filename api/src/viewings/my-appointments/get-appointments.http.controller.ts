import { Controller } from '@nestjs/common';
import { getAppointments, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { MyAppointmentsQuery } from './my-appointments.query.js';

/** `appointment/getAppointments`: the caller's appointments (totalRecords an array, as the spec's). */
@Controller()
export class GetAppointmentsController {
  constructor(private readonly appointments: MyAppointmentsQuery) {}

  @CommandRoute(getAppointments)
  async list(
    @ValidBody() _body: RequestOf<typeof getAppointments>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getAppointments>> {
    const records = await this.appointments.of(actor.id);
    return success('Appointments', { records, totalRecords: records });
  }
}
