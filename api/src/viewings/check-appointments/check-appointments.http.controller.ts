import { Controller } from '@nestjs/common';
import { checkAppointments, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';
import { toSlotRecord } from '../viewing-reader/viewing-slot.records.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

/** `appointment/checkAppointments`: free slots (to collect an invoice), by room and day. */
@Controller()
export class CheckAppointmentsController {
  constructor(
    private readonly slots: ViewingSlotsReader,
    private readonly kyc: KycGate,
  ) {}

  @CommandRoute(checkAppointments)
  async check(
    @ValidBody() { location, day }: RequestOf<typeof checkAppointments>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof checkAppointments>> {
    const free = (await this.slots.free()).filter(
      (d) =>
        (!location || d.location.toLowerCase() === location.toLowerCase()) &&
        (!day || d.starts_at.startsWith(day)),
    );
    const records = free.map(toSlotRecord);
    return success('Free viewing slots', { records, kyc_passed: this.kyc.passed(actor.id) });
  }
}
