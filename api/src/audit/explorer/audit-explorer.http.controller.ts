import { Controller } from '@nestjs/common';
import { listAuditEvents, type RequestOf, verifyAuditStream } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AuditEventReader } from './audit-event.reader.js';

/** The event explorer: auditors and admins read the log and check a stream's chain; nothing changes. */
@Roles('admin', 'auditor')
@Controller()
export class AuditExplorerController {
  constructor(private readonly reader: AuditEventReader) {}

  @CommandRoute(listAuditEvents)
  async events(
    @ValidBody() q: RequestOf<typeof listAuditEvents>,
  ): Promise<Reply<typeof listAuditEvents>> {
    return success('Events', await this.reader.page(q));
  }

  @CommandRoute(verifyAuditStream)
  async verifyStream(
    @ValidBody() body: RequestOf<typeof verifyAuditStream>,
  ): Promise<Reply<typeof verifyAuditStream>> {
    const answer = await this.reader.verifyStream(body.stream);
    if (answer.checked === 0 && answer.ok) throw notFound('No such stream');
    return success(answer.ok ? 'Chain intact' : 'Chain broken', answer);
  }
}
