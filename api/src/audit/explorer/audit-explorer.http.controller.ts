import { listAuditEvents, verifyAuditStream } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AuditEventReader } from './audit-event.reader.js';

/** The event explorer: auditors and admins read the log and check a stream's chain; nothing changes. */
@CommandController('admin', 'auditor')
export class AuditExplorerController {
  constructor(private readonly reader: AuditEventReader) {}

  @CommandRoute(listAuditEvents)
  async events(@Call() { body: q }: Call<typeof listAuditEvents>) {
    return success('Events', await this.reader.page(q));
  }

  @CommandRoute(verifyAuditStream)
  async verifyStream(@Call() { body }: Call<typeof verifyAuditStream>) {
    const answer = await this.reader.verifyStream(body.stream);
    if (answer.checked === 0 && answer.ok) throw notFound('No such stream');
    return success(answer.ok ? 'Chain intact' : 'Chain broken', answer);
  }
}
