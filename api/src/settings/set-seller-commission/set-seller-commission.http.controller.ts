import { setSellerCommission } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/**
 * `seller/setting/saveSellerCommission` (admin): one seller's commission, overriding the site's
 * `platform_commission_percent` on invoices raised from now on (C4); blank clears it.
 */
@CommandController('admin')
export class SetSellerCommissionController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(setSellerCommission)
  async set(
    @Call()
    {
      body: { user_id: sellerId, percent = '', commandId },
      actor,
    }: Call<typeof setSellerCommission>,
  ) {
    const command = { type: 'SetSellerCommission', sellerId, percent } as const;
    const { state } = await this.settings.change(command, actor, commandId);
    return success('Commission saved', {
      seller_id: sellerId,
      percent: state.sellerCommissions.get(sellerId) ?? '',
    });
  }
}
