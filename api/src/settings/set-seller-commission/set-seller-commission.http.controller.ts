import { Controller } from '@nestjs/common';
import { type RequestOf, setSellerCommission } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/**
 * `seller/setting/saveSellerCommission` (admin): one seller's commission, overriding the site's
 * `platform_commission_percent` on invoices raised from now on (C4); blank clears it.
 */
@Controller()
export class SetSellerCommissionController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(setSellerCommission)
  async set(
    @ValidBody()
    { user_id: sellerId, percent = '', commandId }: RequestOf<typeof setSellerCommission>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setSellerCommission>> {
    const command = { type: 'SetSellerCommission', sellerId, percent } as const;
    const { state } = await this.settings.change(command, actor, commandId);
    return success('Commission saved', {
      seller_id: sellerId,
      percent: state.sellerCommissions.get(sellerId) ?? '',
    });
  }
}
