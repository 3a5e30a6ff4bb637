import { Controller } from '@nestjs/common';
import { inviteUser, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { InviteUserHandler } from './invite-user.handler.js';

/** Admin invitations by e-mail; the invitee registers with `invite_token` and gets the invited role. */
@Controller()
export class InviteUserController {
  constructor(private readonly handler: InviteUserHandler) {}

  @Roles('admin')
  @CommandRoute(inviteUser)
  async invite(
    @ValidBody() body: RequestOf<typeof inviteUser>,
    @CurrentActor() admin: Actor,
    @FromSite() site: RequestSite,
  ): Promise<Reply<typeof inviteUser>> {
    return success('Invitation sent', await this.handler.invite(body, admin.id, site));
  }
}
