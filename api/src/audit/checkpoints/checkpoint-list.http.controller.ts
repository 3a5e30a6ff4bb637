import { Controller } from '@nestjs/common';
import { listAuditCheckpoints, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CheckpointListQuery } from './checkpoint-list.query.js';

/** `audit/checkpoints {page?}`: the signed checkpoints, newest first, with the heads they cover. */
@Controller()
export class CheckpointListController {
  constructor(private readonly query: CheckpointListQuery) {}

  @CommandRoute(listAuditCheckpoints)
  @Roles('admin', 'auditor')
  async list(
    @ValidBody() q: RequestOf<typeof listAuditCheckpoints>,
  ): Promise<Reply<typeof listAuditCheckpoints>> {
    const { records, total } = await this.query.page(q);
    return listed('Checkpoints', records, total);
  }
}
