import { Controller } from '@nestjs/common';
import { applyUserAction, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
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
@Roles('admin')
@Controller()
export class UserActionController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly commands: AdminUserCommands,
  ) {}

  @CommandRoute(applyUserAction)
  async action(
    @ValidBody() body: RequestOf<typeof applyUserAction>,
    @CurrentActor() admin: Actor,
  ): Promise<Reply<typeof applyUserAction>> {
    if (this.directory.existing(body.user_id).role === 'admin')
      throw rejected('Admins are managed elsewhere', 'user.admin-target');
    const answer = await this.commands.send(body.user_id, COMMAND_OF[body.action], admin);
    return success('User updated successfully', answer);
  }
}
