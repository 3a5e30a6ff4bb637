import { Injectable } from '@nestjs/common';
import type { SessionTokens } from '@facet/event-schemas';
import { forbidden, HttpProblem } from '../../shared/errors/http-problem.js';
import { PasswordAttempts } from '../passwords/password-attempts.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** Wrong passwords lock the account (5 in 15 min) and the IP (50); 429 `auth.locked` while locked. */
@Injectable()
export class LoginUserHandler {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly passwords: PasswordAttempts,
    private readonly sessions: SessionIssuer,
  ) {}

  async login(email: string, password: string, ip: string): Promise<SessionTokens> {
    const user = this.directory.stateByEmail(email);
    if (!(await this.passwords.verify(user?.passwordHash, password, email, ip)) || !user)
      throw new HttpProblem(401, 'user.invalid-credentials', 'Invalid email or password');
    if (user.status === 'deactivate')
      throw forbidden('Your account is deactivated', 'auth.deactivated');
    await this.passwords.succeeded(email);
    return this.sessions.start(user.userId, 'login');
  }
}
