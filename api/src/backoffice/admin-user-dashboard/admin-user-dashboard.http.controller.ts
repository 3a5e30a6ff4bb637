import { Controller } from '@nestjs/common';
import { getAdminUserDashboard, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AdminUserDashboardQuery } from './admin-user-dashboard.query.js';

/**
 * `admin/user/dashboard` `{ user_id }`: the per-user dashboard beside `getSingleUser` (the
 * account): the user's bids, wins, invoices and deposits, all from read models.
 */
@Controller()
@Roles('admin')
export class AdminUserDashboardController {
  constructor(private readonly dashboard: AdminUserDashboardQuery) {}

  @CommandRoute(getAdminUserDashboard)
  async dashboardOf(
    @ValidBody() body: RequestOf<typeof getAdminUserDashboard>,
  ): Promise<Reply<typeof getAdminUserDashboard>> {
    return success('User dashboard', await this.dashboard.of(body.user_id));
  }
}
