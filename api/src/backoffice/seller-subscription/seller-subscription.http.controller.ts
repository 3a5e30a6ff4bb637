import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
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

const getBody = handParsedBody({
  seller_id: [
    'id',
    'An admin acting for a seller: that seller (a seller acts on their own account)',
  ],
});

const changePlanBody = handParsedBody({
  plan: ['string', 'The plan id'],
  seller_id: [
    'id',
    'An admin acting for a seller: that seller (a seller acts on their own account)',
  ],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

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
  @BodySchema(getBody)
  async get(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const sellerId = accountOf(readBody(raw, Object.keys(getBody.shape)), actor);
    const record = subscriptionView(
      await this.desk.account(sellerId),
      await this.catalog.lots(),
      sellerId,
      this.clock.now(),
    );
    return success<SellerSubscriptionRecord>('Subscription', record);
  }

  @CommandRoute('changePlan')
  @BodySchema(changePlanBody)
  async changePlan(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changePlanBody.shape));
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
