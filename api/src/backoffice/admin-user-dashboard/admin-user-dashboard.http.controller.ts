import { getAdminUserDashboard } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AdminUserDashboardQuery } from './admin-user-dashboard.query.js';

/**
 * `admin/user/dashboard` `{ user_id }`: the per-user dashboard beside `getSingleUser` (the
 * account): the user's bids, wins, invoices and deposits, all from read models.
 */
@CommandController('admin')
export class AdminUserDashboardController {
  constructor(private readonly dashboard: AdminUserDashboardQuery) {}

  @CommandRoute(getAdminUserDashboard)
  async dashboardOf(@Call() { body }: Call<typeof getAdminUserDashboard>) {
    return success('User dashboard', await this.dashboard.of(body.user_id));
  }
}
