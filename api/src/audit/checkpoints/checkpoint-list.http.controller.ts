import { listAuditCheckpoints } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { CheckpointListQuery } from './checkpoint-list.query.js';

/** `audit/checkpoints {page?}`: the signed checkpoints, newest first, with the heads they cover. */
@CommandController('admin', 'auditor')
export class CheckpointListController {
  constructor(private readonly query: CheckpointListQuery) {}

  @CommandRoute(listAuditCheckpoints)
  async list(@Call() { body: q }: Call<typeof listAuditCheckpoints>) {
    const { records, total } = await this.query.page(q);
    return listed('Checkpoints', records, total);
  }
}
