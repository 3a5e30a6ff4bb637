import { Controller } from '@nestjs/common';
import { getSellerDashboard, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerDashboardQuery } from './seller-dashboard.query.js';

/** `seller/auction/getMainDashboardDataMore` -> `{ mainDashboardData }`, from the read models. */
@Controller()
@Roles('seller', 'admin')
export class SellerDashboardController {
  constructor(private readonly dashboard: SellerDashboardQuery) {}

  @CommandRoute(getSellerDashboard)
  async counts(
    @ValidBody() _body: RequestOf<typeof getSellerDashboard>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerDashboard>> {
    return success('Dashboard', { mainDashboardData: await this.dashboard.counts(actor) });
  }
}
