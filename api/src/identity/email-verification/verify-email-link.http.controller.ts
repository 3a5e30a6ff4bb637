import { Controller, Ip } from '@nestjs/common';
import { type RequestOf, verifyEmailLink } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';
import { VerificationService } from '../verification/verification.service.js';

/** The e-mailed link's token verifies the address (public: the link is opened signed out too). */
@Controller()
export class VerifyEmailLinkController {
  constructor(
    private readonly secrets: EmailedSecrets,
    private readonly verification: VerificationService,
  ) {}

  @Public()
  @CommandRoute(verifyEmailLink)
  async verify(
    @ValidBody() body: RequestOf<typeof verifyEmailLink>,
    @Ip() ip: string,
  ): Promise<Reply<typeof verifyEmailLink>> {
    const link = await this.secrets.openLink(body.user_token, ip);
    await this.verification.confirm(link.userId, 'email-link', link.secret);
    return success('E-mail verified successfully', {});
  }
}
