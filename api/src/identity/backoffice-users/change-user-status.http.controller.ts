import { Controller } from '@nestjs/common';
import { changeUserStatus, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { AdminUserCommands } from './admin-user-commands.js';

/** Deactivates (with a reason) or reactivates an account; never the admin's own. */
@Roles('admin')
@Controller()
export class ChangeUserStatusController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly commands: AdminUserCommands,
  ) {}

  @CommandRoute(changeUserStatus)
  async status(
    @ValidBody() body: RequestOf<typeof changeUserStatus>,
    @CurrentActor() admin: Actor,
  ): Promise<Reply<typeof changeUserStatus>> {
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
