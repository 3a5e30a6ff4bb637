import { Controller, Inject } from '@nestjs/common';
import { AUDIT_CHECKPOINT_STREAM, type SignedCheckpoint } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { readBody } from '../../shared/http/request-fields.js';
import { signedCheckpoints } from './checkpoint-log.js';

const listBody = handParsedBody({
  page: ['integer', 'The page, an integer from 1 (newest checkpoints first)'],
  limit: ['integer', 'Checkpoints per page, an integer'],
});

/** `audit/checkpoints {page?}`: the signed checkpoints, newest first, with the heads they cover. */
@Controller('audit')
export class CheckpointListController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @CommandRoute('checkpoints')
  @Roles('admin', 'auditor')
  @BodySchema(listBody)
  async list(@ValidBody() raw: unknown) {
    const { page, limit } = pageRequest(readBody(raw, Object.keys(listBody.shape)));
    const all = signedCheckpoints(await this.store.readStream(AUDIT_CHECKPOINT_STREAM)).reverse();
    return listed<SignedCheckpoint>(
      'Checkpoints',
      all.slice((page - 1) * limit, page * limit),
      all.length,
    );
  }
}
