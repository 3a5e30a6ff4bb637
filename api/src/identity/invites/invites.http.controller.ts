import { Controller, Inject } from '@nestjs/common';
import { inviteStream, type IdentityEvent } from '@facet/event-schemas';
import type { CommandBus } from '@facet/event-store';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import {
  evolveInvite,
  initialInvite,
  type InviteState,
  type InviteUser,
  inviteDecider,
} from '../domain/invite.decider.js';
import { linkToken, newLinkSecret, sha256, splitLinkToken } from '../verification/secrets.js';

const inviteSchema = z.strictObject({
  email: fields.email,
  first_name: fields.text(100).default(''),
  last_name: fields.text(100).default(''),
  role: z.enum(['buyer', 'seller']).default('buyer'),
});
const detailsSchema = z.strictObject({ token: fields.secret });
const INVITE_TTL_MS = 7 * 24 * 3600_000;

@Controller()
export class InvitesController {
  private readonly invites: CommandBus<InviteUser, InviteState, IdentityEvent>;

  constructor(
    private readonly buses: CommandBuses,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.invites = buses.create(inviteDecider, 1_000);
  }

  @Roles('admin')
  @CommandRoute('admin/user/addinviteuser')
  @BodySchema(inviteSchema)
  async invite(@ValidBody() body: z.infer<typeof inviteSchema>, @CurrentActor() admin: Actor) {
    const inviteId = newId();
    const secret = newLinkSecret();
    const at = this.clock.now().toISOString();
    const expiresAt = new Date(this.clock.now().getTime() + INVITE_TTL_MS).toISOString();
    await this.invites.handle({
      stream: inviteStream(inviteId),
      commandId: `invite-${inviteId}`,
      at,
      userId: admin.id,
      command: {
        type: 'InviteUser',
        inviteId,
        ...body,
        tokenHash: sha256(secret),
        invitedBy: admin.id,
        expiresAt,
        at,
      },
    });
    const url = `${this.config.publicUrl}/register?invite=${linkToken(inviteId, secret)}`;
    await this.mailer.send({
      to: body.email,
      kind: 'invite',
      subject: 'You are invited to Facet',
      text: `Create your account: ${url}`,
    });
    return success('Invitation sent', { id: inviteId });
  }

  @Public()
  @CommandRoute('common/getInviteDetails')
  @BodySchema(detailsSchema)
  async details(@ValidBody() body: z.infer<typeof detailsSchema>) {
    const parts = splitLinkToken(body.token);
    const invite = parts ? await this.load(parts.userId) : null;
    if (
      !parts ||
      !invite ||
      invite.tokenHash !== sha256(parts.secret) ||
      invite.expiresAt <= this.clock.now().toISOString()
    ) {
      throw new HttpProblem(404, 'invite.not-found', 'Invitation not found or expired');
    }
    return success('Invitation', {
      email: invite.email,
      first_name: invite.first_name,
      last_name: invite.last_name,
      role: invite.role,
    });
  }

  private async load(inviteId: string): Promise<InviteState> {
    const recorded = await this.buses.store.readStream(inviteStream(inviteId));
    return recorded.reduce(
      (s, e) => evolveInvite(s, this.buses.toDomain<IdentityEvent>(e)),
      initialInvite(),
    );
  }
}
