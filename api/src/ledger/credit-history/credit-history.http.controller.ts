import { Controller } from '@nestjs/common';
import { getCreditHistory, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CreditHistoryQuery } from './credit-history.query.js';

@Controller()
export class CreditHistoryController {
  constructor(private readonly credits: CreditHistoryQuery) {}

  /** `credit/getCreditHistory`: the whole /wallet screen in one call. */
  @CommandRoute(getCreditHistory)
  async history(
    @ValidBody() body: RequestOf<typeof getCreditHistory>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getCreditHistory>> {
    return success('Credit history', await this.credits.of(actor.id, body));
  }
}
