import { changeUserStatus } from '@facet/event-schemas';
import { rejected } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { AdminUserCommands } from './admin-user-commands.js';

/** Deactivates (with a reason) or reactivates an account; never the admin's own. */
@CommandController('admin')
export class ChangeUserStatusController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly commands: AdminUserCommands,
  ) {}

  @CommandRoute(changeUserStatus)
  async status(@Call() { body, actor: admin }: Call<typeof changeUserStatus>) {
    if (body.user_id === admin.id)
      throw rejected('You cannot change your own status', 'user.own-status');
    this.directory.existing(body.user_id);
    const command =
      body.status === 'deactivate'
        ? { type: 'DeactivateUser' as const, reason: body.reason ?? null }
        : { type: 'ReactivateUser' as const };
    const answer = await this.commands.send(body.user_id, command, admin);
    return success('Status changed successfully', answer);
  }
}
