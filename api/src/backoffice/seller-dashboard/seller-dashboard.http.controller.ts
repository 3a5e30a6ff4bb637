import { Controller } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../../security/body-schema.js';
import type { SellerDashboardAnswer } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { managedBy } from '../seller-scope.rules.js';
import { dashboardCounts } from './seller-dashboard.query.js';

/** `seller/auction/getMainDashboardDataMore` -> `{ mainDashboardData }`, from the read models. */
@Controller('seller/auction')
export class SellerDashboardController {
  constructor(private readonly reader: CatalogReader) {}

  @Roles('seller', 'admin')
  @CommandRoute('getMainDashboardDataMore')
  @BodySchema(emptyBody)
  async counts(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const mine = managedBy(actor);
    const [lots, auctions] = await Promise.all([this.reader.lots(), this.reader.auctions()]);
    return success<SellerDashboardAnswer>('Dashboard', {
      mainDashboardData: dashboardCounts(lots.filter(mine), auctions.filter(mine)),
    });
  }
}
