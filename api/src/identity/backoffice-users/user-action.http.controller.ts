import { applyUserAction, type RequestOf } from '@facet/event-schemas';
import { rejected } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import type { UserCommandInput } from '../user-stream/user-command.bus.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { AdminUserCommands } from './admin-user-commands.js';

type Action = RequestOf<typeof applyUserAction>['action'];
const COMMAND_OF: Record<Action, UserCommandInput> = {
  force_reset_pass: { type: 'SetForceResetPass', force_reset_pass: true },
  clear_force_reset_pass: { type: 'SetForceResetPass', force_reset_pass: false },
  make_buyer: { type: 'ChangeUserRole', role: 'buyer' },
  make_seller: { type: 'ChangeUserRole', role: 'seller' },
  make_auditor: { type: 'ChangeUserRole', role: 'auditor' },
};

/** Forces (or clears) a password reset, or changes the role of an account that is no admin's. */
@CommandController('admin')
export class UserActionController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly commands: AdminUserCommands,
  ) {}

  @CommandRoute(applyUserAction)
  async action(@Call() { body, actor: admin }: Call<typeof applyUserAction>) {
    if (this.directory.existing(body.user_id).role === 'admin')
      throw rejected('Admins are managed elsewhere', 'user.admin-target');
    const answer = await this.commands.send(body.user_id, COMMAND_OF[body.action], admin);
    return success('User updated successfully', answer);
  }
}
