import type { SessionTokens } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { TokenService } from '../../shared/auth/token.service.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { unauthorized } from '../../shared/errors/http-problem.js';
import { newId } from '../../shared/ids/ids.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { StartSession } from '../domain/user.decider.js';
import { toPublicUser, type PublicUser } from '../user-directory/public-user.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** Starts, rotates and ends sessions on the user stream (so revocation survives restarts). */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly users: UserCommandBus,
    private readonly tokens: TokenService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(userId: string, via: StartSession['via'], actorId = userId): Promise<SessionTokens> {
    const sessionId = newId();
    const expiresAt = this.refreshExpiry();
    const command =
      via === 'switch'
        ? { type: 'SwitchInto' as const, sessionId, expiresAt: expiresAt.toISOString() }
        : { type: 'StartSession' as const, sessionId, expiresAt: expiresAt.toISOString(), via };
    const { state } = await this.users.send(userId, command, actorId);
    return this.tokensFor(userId, sessionId, 0, expiresAt, toPublicUser(state));
  }

  /** Rotation: the presented generation must be the current one; an older one revokes the family. */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const claims = await this.tokens.verifyRefresh(refreshToken);
    if (!claims) throw unauthorized('Session expired, please login again', 'auth.invalid-token');
    const expiresAt = this.refreshExpiry();
    const command = {
      type: 'RefreshSession' as const,
      sessionId: claims.sid,
      generation: claims.gen,
      expiresAt: expiresAt.toISOString(),
    };
    const { events, state } = await this.users
      .send(claims.sub, command, claims.sub)
      .catch((err: unknown) => {
        throw err instanceof DomainRejection
          ? unauthorized('Session expired, please login again', 'auth.invalid-token')
          : err;
      });
    if (events.some((e) => e.type === 'UserSessionRevoked')) {
      throw unauthorized('This session was ended, please login again', 'auth.refresh-reused');
    }
    return this.tokensFor(claims.sub, claims.sid, claims.gen + 1, expiresAt, toPublicUser(state));
  }

  async end(
    userId: string,
    sessionId: string,
    reason: 'logout' | 'admin' = 'logout',
  ): Promise<void> {
    await this.users.send(userId, { type: 'EndSession', sessionId, reason }, userId);
  }

  private async tokensFor(
    userId: string,
    sid: string,
    gen: number,
    expiresAt: Date,
    user: PublicUser,
  ): Promise<SessionTokens> {
    const [token, refresh_token] = await Promise.all([
      this.tokens.issue(userId, sid),
      this.tokens.issueRefresh(userId, sid, gen, expiresAt),
    ]);
    return { token, refresh_token, expires_in: this.tokens.accessTtlSeconds, user };
  }

  private refreshExpiry(): Date {
    return new Date(this.clock.now().getTime() + this.config.refreshTokenTtlSeconds * 1000);
  }
}
