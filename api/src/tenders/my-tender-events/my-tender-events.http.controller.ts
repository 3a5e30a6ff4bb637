import { myTenderEvents } from '@facet/event-schemas';
import { success } from '../../shared/http/envelope.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { MyTenderEventsQuery } from './my-tender-events.query.js';

/** `tender/myEvents`: a key holder finds the tender events whose shares they hold. */
@CommandController('buyer', 'seller', 'admin', 'auditor')
export class MyTenderEventsController {
  constructor(private readonly query: MyTenderEventsQuery) {}

  @CommandRoute(myTenderEvents)
  async list(@Call() { actor }: Call<typeof myTenderEvents>) {
    return success('Your tender events', { events: await this.query.execute(actor.id) });
  }
}
