import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { badRequest, HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

const schema = z.strictObject({
  current_password: fields.anyPassword,
  password: fields.password,
  confirm_password: z.string().max(256),
});

/** Profile password change (spec 'resetUserProfile'): ends every session, answers with a fresh one. */
@Controller('user')
export class ChangePasswordController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly limiter: RateLimiter,
  ) {}

  @AllowWithoutTerms()
  @CommandRoute('resetUserProfile')
  @BodySchema(schema)
  async change(@ValidBody() body: z.infer<typeof schema>, @CurrentActor() actor: SignedInActor) {
    if (body.confirm_password !== body.password)
      throw badRequest('Passwords not match', 'request.invalid-field', {
        field: 'confirm_password',
      });
    const key = `login:acct:${actor.email}`;
    await this.limiter.assertOpen([key]);
    if (
      !(await this.hasher.verify(
        this.directory.stateById(actor.id)?.passwordHash,
        body.current_password,
      ))
    ) {
      await this.limiter.fail([key], LIMITS.loginAccount);
      throw new HttpProblem(422, 'user.wrong-password', 'Current password is incorrect');
    }
    const passwordHash = await this.hasher.hash(body.password);
    await this.users.send(
      actor.id,
      { type: 'ChangePassword', passwordHash, via: 'change' },
      actor.id,
    );
    return success('Password changed successfully', await this.sessions.start(actor.id, 'reset'));
  }
}
