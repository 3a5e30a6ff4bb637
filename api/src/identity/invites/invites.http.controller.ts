import { Controller, Inject } from '@nestjs/common';
import type { InvitationDetails, InvitationSentAnswer } from '@facet/event-schemas';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { InviteBook } from './invite-book.js';

const inviteSchema = z.strictObject({
  email: fields.email,
  first_name: fields.text(100).default(''),
  last_name: fields.text(100).default(''),
  role: z.enum(['buyer', 'seller']).default('buyer'),
});
const detailsSchema = z.strictObject({ token: fields.secret });

/** Admin invitations by e-mail; the invitee registers with `invite_token` and gets the invited role. */
@Controller()
export class InvitesController {
  constructor(
    private readonly book: InviteBook,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Roles('admin')
  @CommandRoute('admin/user/addinviteuser')
  @BodySchema(inviteSchema)
  async invite(@ValidBody() body: z.infer<typeof inviteSchema>, @CurrentActor() admin: Actor) {
    const { inviteId, token } = await this.book.invite(body, admin.id);
    // The public /invite page reads the invitation and registers the account with its e-mail and role.
    const url = `${this.config.publicUrl}/invite?token=${token}`;
    const text = `Create your account: ${url}`;
    await this.mailer.send({
      to: body.email,
      kind: 'invite',
      subject: 'You are invited to Facet',
      text,
    });
    return success<InvitationSentAnswer>('Invitation sent', { id: inviteId });
  }

  @Public()
  @CommandRoute('common/getInviteDetails')
  @BodySchema(detailsSchema)
  async details(@ValidBody() body: z.infer<typeof detailsSchema>) {
    const { email, first_name, last_name, role } = await this.book.open(body.token);
    return success<InvitationDetails>('Invitation', { email, first_name, last_name, role });
  }
}
