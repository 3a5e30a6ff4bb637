import { Controller } from '@nestjs/common';
import { getSpendingCap, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SpendingCapQuery } from './spending-cap.query.js';

/** `auction/getSpendingCap`: the caller's own cap in an auction (nobody reads another's). */
@Controller()
export class GetSpendingCapController {
  constructor(private readonly query: SpendingCapQuery) {}

  @CommandRoute(getSpendingCap)
  async get(
    @ValidBody() body: RequestOf<typeof getSpendingCap>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSpendingCap>> {
    return success('Spending cap', await this.query.of(body.auction_id, actor.id));
  }
}
