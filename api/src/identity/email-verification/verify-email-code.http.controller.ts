import { Ip } from '@nestjs/common';
import { verifyEmailCode } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';
import { VerificationService } from '../verification/verification.service.js';

/** A right code verifies the e-mail and signs in (public). */
@CommandController()
export class VerifyEmailCodeController {
  constructor(
    private readonly secrets: EmailedSecrets,
    private readonly verification: VerificationService,
    private readonly sessions: SessionIssuer,
  ) {}

  @Public()
  @CommandRoute(verifyEmailCode)
  async verify(@Call() { body }: Call<typeof verifyEmailCode>, @Ip() ip: string) {
    const user = await this.secrets.openCode(body.email, ip);
    await this.verification.confirm(user.userId, 'email-code', body.code);
    return success('E-mail verified successfully', await this.sessions.start(user.userId, 'code'));
  }
}
