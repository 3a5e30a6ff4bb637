import { Body, Controller, Inject } from '@nestjs/common';
import { sellerPlans, type SellerSubscriptionRecord } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, oneOf, readBody } from '../../shared/http/request-fields.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { accountOf } from '../seller-account/seller-account-scope.js';
import { SellerDeskReader } from '../seller-desk.reader.js';
import { subscriptionView } from './subscription.view.js';

/**
 * `seller/subscription/getSubscription` `{ seller_id? }` and `seller/subscription/changePlan`
 * `{ plan, seller_id? }`: the caller's own plan (an admin may name a seller).
 */
@Controller('seller/subscription')
@Roles('seller', 'admin')
export class SellerSubscriptionController {
  constructor(
    private readonly catalog: CatalogReader,
    private readonly desk: SellerDeskReader,
    private readonly accounts: SellerAccountCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('getSubscription')
  async get(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const sellerId = accountOf(readBody(raw, ['seller_id']), actor);
    const record = subscriptionView(
      await this.desk.account(sellerId),
      await this.catalog.lots(),
      sellerId,
      this.clock.now(),
    );
    return success<SellerSubscriptionRecord>('Subscription', record);
  }

  @CommandRoute('changePlan')
  async changePlan(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, ['plan', 'seller_id', 'commandId']);
    const sellerId = accountOf(body, actor);
    const plan = oneOf(body, 'plan', sellerPlans);
    const outcome = await this.accounts.send(
      sellerId,
      { type: 'ChangeSellerPlan', sellerId, plan },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Plan changed', { plan: outcome.state.plan, revision: outcome.revision });
  }
}
