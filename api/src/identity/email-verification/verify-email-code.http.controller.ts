import { Controller, Ip } from '@nestjs/common';
import { type RequestOf, verifyEmailCode } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';
import { VerificationService } from '../verification/verification.service.js';

/** A right code verifies the e-mail and signs in (public). */
@Controller()
export class VerifyEmailCodeController {
  constructor(
    private readonly secrets: EmailedSecrets,
    private readonly verification: VerificationService,
    private readonly sessions: SessionIssuer,
  ) {}

  @Public()
  @CommandRoute(verifyEmailCode)
  async verify(
    @ValidBody() body: RequestOf<typeof verifyEmailCode>,
    @Ip() ip: string,
  ): Promise<Reply<typeof verifyEmailCode>> {
    const user = await this.secrets.openCode(body.email, ip);
    await this.verification.confirm(user.userId, 'email-code', body.code);
    return success('E-mail verified successfully', await this.sessions.start(user.userId, 'code'));
  }
}
