import { Controller } from '@nestjs/common';
import { setSpendingCap, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SpendingCapQuery } from '../get-spending-cap/spending-cap.query.js';
import { SetSpendingCapHandler } from './set-spending-cap.handler.js';

/** `auction/setSpendingCap`: the caller's cap on the total they will win in one auction. */
@Controller()
export class SetSpendingCapController {
  constructor(
    private readonly handler: SetSpendingCapHandler,
    private readonly query: SpendingCapQuery,
  ) {}

  @CommandRoute(setSpendingCap)
  async set(
    @ValidBody() body: RequestOf<typeof setSpendingCap>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setSpendingCap>> {
    const capped = await this.handler.execute(body, actor);
    const answer = await this.query.of(body.auction_id, actor.id);
    return success(capped ? 'Spending cap saved' : 'Spending cap removed', answer);
  }
}
