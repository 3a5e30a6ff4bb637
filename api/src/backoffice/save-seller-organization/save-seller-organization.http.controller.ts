import { Controller } from '@nestjs/common';
import { type RequestOf, saveSellerOrganization } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { accountOf } from '../seller-account/seller-account-scope.js';

/**
 * `seller/organization/saveOrganization` `{ name, registration_no, vat, address, city, country,
 * contact_*, logo, seller_id? }`: the whole company profile at once.
 */
@Controller()
@Roles('seller', 'admin')
export class SaveSellerOrganizationController {
  constructor(private readonly accounts: SellerAccountCommandBus) {}

  @CommandRoute(saveSellerOrganization)
  async save(
    @ValidBody()
    { seller_id, commandId, ...organization }: RequestOf<typeof saveSellerOrganization>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveSellerOrganization>> {
    const sellerId = accountOf(seller_id, actor);
    const command = { type: 'SaveSellerOrganization', sellerId, organization } as const;
    const outcome = await this.accounts.sendNow(sellerId, command, actor, commandId);
    return success('Organization saved', { ...organization, revision: outcome.revision });
  }
}
