import { Injectable } from '@nestjs/common';
import type { AdminUserAnswer } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { UserCommandBus, type UserCommandInput } from '../user-stream/user-command.bus.js';
import { toAdminUser } from '../user-directory/public-user.js';

/** An admin's command on an account, answered with the account as it now is. */
@Injectable()
export class AdminUserCommands {
  constructor(private readonly users: UserCommandBus) {}

  async send(userId: string, command: UserCommandInput, admin: Actor): Promise<AdminUserAnswer> {
    const { state } = await this.users.send(userId, command, admin.id);
    return { record: toAdminUser(state) };
  }
}
