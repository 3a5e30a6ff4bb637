import { Ip } from '@nestjs/common';
import { verifyEmailLink } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { EmailedSecrets } from '../verification/emailed-secrets.js';
import { VerificationService } from '../verification/verification.service.js';

/** The e-mailed link's token verifies the address (public: the link is opened signed out too). */
@CommandController()
export class VerifyEmailLinkController {
  constructor(
    private readonly secrets: EmailedSecrets,
    private readonly verification: VerificationService,
  ) {}

  @Public()
  @CommandRoute(verifyEmailLink)
  async verify(@Call() { body }: Call<typeof verifyEmailLink>, @Ip() ip: string) {
    const link = await this.secrets.openLink(body.user_token, ip);
    await this.verification.confirm(link.userId, 'email-link', link.secret);
    return success('E-mail verified successfully', {});
  }
}
