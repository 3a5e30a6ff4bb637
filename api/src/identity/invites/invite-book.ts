import { Inject, Injectable } from '@nestjs/common';
import { type IdentityEvent, inviteStream } from '@facet/event-schemas';
import type { CommandBus } from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { newId } from '../../shared/ids/ids.js';
import {
  evolveInvite,
  initialInvite,
  type InviteState,
  type InviteUser,
  inviteDecider,
} from '../domain/invite.decider.js';
import { linkToken, newLinkSecret, sha256, splitLinkToken } from '../verification/secrets.js';

const INVITE_TTL_MS = 7 * 24 * 3600_000;
type Invitee = Pick<InviteUser, 'email' | 'first_name' | 'last_name' | 'role'>;

/** Invitations on `invite-<id>` streams; the link token is `<inviteId>.<secret>` (hash recorded). */
@Injectable()
export class InviteBook {
  private readonly invites: CommandBus<InviteUser, InviteState, IdentityEvent>;

  constructor(
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.invites = buses.create(inviteDecider, 1_000);
  }

  /** Records the invitation and returns the link token to mail. */
  async invite(invitee: Invitee, adminId: string): Promise<{ inviteId: string; token: string }> {
    const inviteId = newId();
    const secret = newLinkSecret();
    const at = this.clock.now().toISOString();
    const expiresAt = new Date(this.clock.now().getTime() + INVITE_TTL_MS).toISOString();
    const command: InviteUser = {
      type: 'InviteUser',
      inviteId,
      ...invitee,
      tokenHash: sha256(secret),
      invitedBy: adminId,
      expiresAt,
      at,
    };
    const stream = inviteStream(inviteId);
    await this.invites.handle({
      stream,
      commandId: `invite-${inviteId}`,
      at,
      userId: adminId,
      command,
    });
    return { inviteId, token: linkToken(inviteId, secret) };
  }

  /** The live invitation a token names, or 404 `invite.not-found`. */
  async open(token: string): Promise<NonNullable<InviteState>> {
    const parts = splitLinkToken(token);
    const invite = parts ? await this.load(parts.userId) : null;
    const now = this.clock.now().toISOString();
    if (!parts || !invite || invite.tokenHash !== sha256(parts.secret) || invite.expiresAt <= now) {
      throw new HttpProblem(404, 'invite.not-found', 'Invitation not found or expired');
    }
    return invite;
  }

  private async load(inviteId: string): Promise<InviteState> {
    const recorded = await this.buses.store.readStream(inviteStream(inviteId));
    const toDomain = (e: (typeof recorded)[number]) => this.buses.toDomain<IdentityEvent>(e);
    return recorded.reduce((s, e) => evolveInvite(s, toDomain(e)), initialInvite());
  }
}
