import { Controller, Ip } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../../shared/auth/auth.decorators.js';
import { forbidden, HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

const schema = z.strictObject({
  email: fields.text(254).toLowerCase().min(1, 'Required!'),
  password: fields.anyPassword,
});

/** Wrong passwords lock the account (5 in 15 min) and the IP (50); 429 `auth.locked` while locked. */
@Controller('user')
export class LoginUserController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute('login')
  @BodySchema(schema)
  async login(@ValidBody() body: z.infer<typeof schema>, @Ip() ip: string) {
    const keys = [`login:acct:${body.email}`, `login:ip:${ip}`];
    await this.limiter.assertOpen(keys);
    const user = this.directory.stateByEmail(body.email);
    if (!(await this.hasher.verify(user?.passwordHash, body.password)) || !user) {
      await this.limiter.fail([keys[0] as string], LIMITS.loginAccount);
      await this.limiter.fail([keys[1] as string], LIMITS.loginIp);
      throw new HttpProblem(401, 'user.invalid-credentials', 'Invalid email or password');
    }
    if (user.status === 'deactivate')
      throw forbidden('Your account is deactivated', 'auth.deactivated');
    await this.limiter.clear(keys[0] as string);
    return success('Logged in successfully', await this.sessions.start(user.userId, 'login'));
  }
}
