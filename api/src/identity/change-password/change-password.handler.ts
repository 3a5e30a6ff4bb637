import { Injectable } from '@nestjs/common';
import type { SessionTokens } from '@facet/event-schemas';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { PasswordAttempts } from '../passwords/password-attempts.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The current password (under the login lockout), then the new one: every session ends. */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
    private readonly passwords: PasswordAttempts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
  ) {}

  async change(actor: SignedInActor, current: string, password: string): Promise<SessionTokens> {
    const hash = this.directory.stateById(actor.id)?.passwordHash;
    if (!(await this.passwords.verify(hash, current, actor.email)))
      throw new HttpProblem(422, 'user.wrong-password', 'Current password is incorrect');
    const passwordHash = await this.hasher.hash(password);
    const command = { type: 'ChangePassword' as const, passwordHash, via: 'change' as const };
    await this.users.send(actor.id, command, actor.id);
    return this.sessions.start(actor.id, 'reset');
  }
}
