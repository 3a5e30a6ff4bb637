import { listSentMail, requestFields } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../shared/http/controller.js';
import { listed } from '../shared/http/envelope.js';
import { Outbox } from './outbox.js';

/** Back office: the mail the marketplace sent (outbox), newest first. */
@CommandController('admin')
export class MailOutboxController {
  constructor(private readonly outbox: Outbox) {}

  @CommandRoute(listSentMail)
  async list(@Call() { body }: Call<typeof listSentMail>) {
    const { limit, from } = requestFields.pageWindow(body);
    const { records, total } = await this.outbox.list(limit, from);
    return listed('Sent mail', records, total);
  }
}
