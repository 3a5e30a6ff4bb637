import { Ip } from '@nestjs/common';
import { registerUser } from '@facet/event-schemas';
import { CaptchaGate } from '../../captcha/captcha.gate.js';
import { Public } from '../../shared/auth/auth.decorators.js';
import { rejected } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InviteBook } from '../invites/invite-book.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { RegisterUserHandler } from './register-user.handler.js';

/** Buyers register themselves; an invitation (same e-mail) gives the invited role instead. */
@CommandController()
export class RegisterUserController {
  constructor(
    private readonly handler: RegisterUserHandler,
    private readonly sessions: SessionIssuer,
    private readonly invites: InviteBook,
    private readonly captcha: CaptchaGate,
  ) {}

  @Public()
  @CommandRoute(registerUser)
  async register(
    @Call() { body: { invite_token, captcha, ...request } }: Call<typeof registerUser>,
    @Ip() ip: string,
  ) {
    await this.captcha.require(captcha, ip);
    const invite = invite_token ? await this.invites.open(invite_token) : undefined;
    if (invite && invite.email !== request.email)
      throw rejected('This invitation is for another e-mail address', 'invite.other-email');
    const role = invite?.role === 'seller' ? 'seller' : 'buyer';
    const user = await this.handler.register({ ...request, termcheck: true, role });
    return success('Successfully registered!', await this.sessions.start(user.userId, 'register'));
  }
}
