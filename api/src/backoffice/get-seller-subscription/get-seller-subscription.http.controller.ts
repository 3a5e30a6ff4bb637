import { Inject } from '@nestjs/common';
import { getSellerSubscription } from '@facet/event-schemas';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { accountOf } from '../seller-account/seller-account-scope.js';
import { SellerDeskReader } from '../seller-desk.reader.js';
import { subscriptionView } from './subscription.view.js';

/** `seller/subscription/getSubscription` `{ seller_id? }`: the caller's plan and this month's use. */
@CommandController('seller', 'admin')
export class GetSellerSubscriptionController {
  constructor(
    private readonly readModels: ReadModelReader,
    private readonly desk: SellerDeskReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(getSellerSubscription)
  async get(@Call() { body, actor }: Call<typeof getSellerSubscription>) {
    const sellerId = accountOf(body.seller_id, actor);
    const [account, lots] = await Promise.all([
      this.desk.account(sellerId),
      this.readModels.lots(),
    ]);
    return success('Subscription', subscriptionView(account, lots, sellerId, this.clock.now()));
  }
}
