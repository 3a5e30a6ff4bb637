import { Controller } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { myTenderEvents } from '@facet/event-schemas';
import { MyTenderEventsQuery } from './my-tender-events.query.js';

/** `tender/myEvents`: a key holder finds the tender events whose shares they hold. */
@Controller()
export class MyTenderEventsController {
  constructor(private readonly query: MyTenderEventsQuery) {}

  @Roles('buyer', 'seller', 'admin', 'auditor')
  @CommandRoute(myTenderEvents)
  async list(@CurrentActor() actor: Actor): Promise<Reply<typeof myTenderEvents>> {
    return success('Your tender events', { events: await this.query.execute(actor.id) });
  }
}
