import { Inject, Injectable } from '@nestjs/common';
import type { InvitationSentAnswer, RequestOf, inviteUser } from '@facet/event-schemas';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { type RequestSite, siteUrlFor } from '../../shared/http/site-url.js';
import { InviteBook } from './invite-book.js';

/** Records an invitation and mails its link to the public /invite page. */
@Injectable()
export class InviteUserHandler {
  constructor(
    private readonly book: InviteBook,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(
    invitee: RequestOf<typeof inviteUser>,
    adminId: string,
    site: RequestSite,
  ): Promise<InvitationSentAnswer> {
    const { inviteId, token } = await this.book.invite(invitee, adminId);
    // The /invite page reads the invitation and registers the account with its e-mail and role.
    const url = `${siteUrlFor(site, this.config)}/invite?token=${token}`;
    await this.mailer.send({
      to: invitee.email,
      kind: 'invite',
      subject: 'You are invited to Facet',
      text: `Create your account: ${url}`,
    });
    return { id: inviteId };
  }
}
