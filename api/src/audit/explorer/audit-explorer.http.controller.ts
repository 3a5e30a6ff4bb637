import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { MAX_AUDIT_PAGE } from './audit-event-query.js';
import { AuditEventReader } from './audit-event.reader.js';

const instant = z.iso.datetime({ offset: true });
const querySchema = z.strictObject({
  stream: fields.id.optional(),
  type: fields.text(100).optional(),
  user_id: fields.id.optional(),
  from: instant.optional(),
  to: instant.optional(),
  after: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(MAX_AUDIT_PAGE).optional(),
});
const streamSchema = z.strictObject({ stream: fields.id });

/** The event explorer: auditors and admins read the log and check a stream's chain; nothing changes. */
@Roles('admin', 'auditor')
@Controller('audit')
export class AuditExplorerController {
  constructor(private readonly reader: AuditEventReader) {}

  @CommandRoute('events')
  @BodySchema(querySchema)
  async events(@ValidBody() q: z.infer<typeof querySchema>) {
    return success('Events', await this.reader.page(q));
  }

  @CommandRoute('verifyStream')
  @BodySchema(streamSchema)
  async verifyStream(@ValidBody() body: z.infer<typeof streamSchema>) {
    const answer = await this.reader.verifyStream(body.stream);
    if (answer.checked === 0 && answer.ok) throw notFound('No such stream');
    return success(answer.ok ? 'Chain intact' : 'Chain broken', answer);
  }
}
