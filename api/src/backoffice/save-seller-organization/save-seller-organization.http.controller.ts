import { saveSellerOrganization } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { accountOf } from '../seller-account/seller-account-scope.js';

/**
 * `seller/organization/saveOrganization` `{ name, registration_no, vat, address, city, country,
 * contact_*, logo, seller_id? }`: the whole company profile at once.
 */
@CommandController('seller', 'admin')
export class SaveSellerOrganizationController {
  constructor(private readonly accounts: SellerAccountCommandBus) {}

  @CommandRoute(saveSellerOrganization)
  async save(
    @Call()
    { body: { seller_id, commandId, ...organization }, actor }: Call<typeof saveSellerOrganization>,
  ) {
    const sellerId = accountOf(seller_id, actor);
    const command = { type: 'SaveSellerOrganization', sellerId, organization } as const;
    const outcome = await this.accounts.sendNow(sellerId, command, actor, commandId);
    return success('Organization saved', { ...organization, revision: outcome.revision });
  }
}
