import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../shared/auth/auth.decorators.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../security/body-schema.js';
import { Outbox } from './outbox.js';

const schema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  page: z.number().int().min(1).max(10_000).default(1),
});

/** Back office: the mail the marketplace sent (outbox), newest first. */
@Controller('backoffice/mail')
export class MailOutboxController {
  constructor(private readonly outbox: Outbox) {}

  @Roles('admin')
  @CommandRoute('outbox')
  @BodySchema(schema)
  async list(@ValidBody() body: z.infer<typeof schema>) {
    const { records, total } = await this.outbox.list(body.limit, (body.page - 1) * body.limit);
    return success('Sent mail', {
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
    });
  }
}
