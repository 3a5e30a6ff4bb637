import { getSpendingCap } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SpendingCapQuery } from './spending-cap.query.js';

/** `auction/getSpendingCap`: the caller's own cap in an auction (nobody reads another's). */
@CommandController()
export class GetSpendingCapController {
  constructor(private readonly query: SpendingCapQuery) {}

  @CommandRoute(getSpendingCap)
  async get(@Call() { body, actor }: Call<typeof getSpendingCap>) {
    return success('Spending cap', await this.query.of(body.auction_id, actor.id));
  }
}
