import { getCreditHistory } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CreditHistoryQuery } from './credit-history.query.js';

@CommandController()
export class CreditHistoryController {
  constructor(private readonly credits: CreditHistoryQuery) {}

  /** `credit/getCreditHistory`: the whole /wallet screen in one call. */
  @CommandRoute(getCreditHistory)
  async history(@Call() { body, actor }: Call<typeof getCreditHistory>) {
    return success('Credit history', await this.credits.of(actor.id, body));
  }
}
