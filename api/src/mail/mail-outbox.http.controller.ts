import { Controller } from '@nestjs/common';
import { listSentMail, type RequestOf, requestFields } from '@facet/event-schemas';
import { Roles } from '../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../shared/http/command-route.decorator.js';
import { listed } from '../shared/http/envelope.js';
import { ValidBody } from '../shared/http/request-body.js';
import { Outbox } from './outbox.js';

/** Back office: the mail the marketplace sent (outbox), newest first. */
@Controller()
export class MailOutboxController {
  constructor(private readonly outbox: Outbox) {}

  @Roles('admin')
  @CommandRoute(listSentMail)
  async list(
    @ValidBody() body: RequestOf<typeof listSentMail>,
  ): Promise<Reply<typeof listSentMail>> {
    const { limit, from } = requestFields.pageWindow(body);
    const { records, total } = await this.outbox.list(limit, from);
    return listed('Sent mail', records, total);
  }
}
