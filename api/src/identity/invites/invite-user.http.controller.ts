import { inviteUser } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { FromSite, type RequestSite } from '../../shared/http/site-url.js';
import { InviteUserHandler } from './invite-user.handler.js';

/** Admin invitations by e-mail; the invitee registers with `invite_token` and gets the invited role. */
@CommandController('admin')
export class InviteUserController {
  constructor(private readonly handler: InviteUserHandler) {}

  @CommandRoute(inviteUser)
  async invite(
    @Call() { body, actor: admin }: Call<typeof inviteUser>,
    @FromSite() site: RequestSite,
  ) {
    return success('Invitation sent', await this.handler.invite(body, admin.id, site));
  }
}
