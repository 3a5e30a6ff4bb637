import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_CHECKPOINT_STREAM,
  type listAuditCheckpoints,
  type RequestOf,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { signedCheckpoints } from './checkpoint-log.js';

/** `audit/checkpoints`: a page of the signed checkpoints, newest first, from the log itself. */
@Injectable()
export class CheckpointListQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async page({ page, limit }: RequestOf<typeof listAuditCheckpoints>) {
    const all = signedCheckpoints(await this.store.readStream(AUDIT_CHECKPOINT_STREAM)).reverse();
    return { records: all.slice((page - 1) * limit, page * limit), total: all.length };
  }
}
