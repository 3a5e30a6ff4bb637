import { Controller } from '@nestjs/common';
import { type RequestOf, switchUser } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { forbidden } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** An admin acts as a user: `UserSwitchedInto` on the user's stream, metadata userId = the admin. */
@Controller()
export class SwitchUserController {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute(switchUser)
  async switch(
    @ValidBody() body: RequestOf<typeof switchUser>,
    @CurrentActor() admin: Actor,
  ): Promise<Reply<typeof switchUser>> {
    const user = this.directory.existing(body.user_id);
    if (user.role === 'admin') throw forbidden('You cannot act as another admin');
    return success('Switched user', await this.sessions.start(user.userId, 'switch', admin.id));
  }
}
