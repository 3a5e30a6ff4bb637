import { setSpendingCap } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SpendingCapQuery } from '../get-spending-cap/spending-cap.query.js';
import { SetSpendingCapHandler } from './set-spending-cap.handler.js';

/** `auction/setSpendingCap`: the caller's cap on the total they will win in one auction. */
@CommandController()
export class SetSpendingCapController {
  constructor(
    private readonly handler: SetSpendingCapHandler,
    private readonly query: SpendingCapQuery,
  ) {}

  @CommandRoute(setSpendingCap)
  async set(@Call() { body, actor }: Call<typeof setSpendingCap>) {
    const capped = await this.handler.execute(body, actor);
    const answer = await this.query.of(body.auction_id, actor.id);
    return success(capped ? 'Spending cap saved' : 'Spending cap removed', answer);
  }
}
