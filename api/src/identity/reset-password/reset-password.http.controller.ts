import { Ip } from '@nestjs/common';
import { resetPassword } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { EmailedSecrets, invalidLink } from '../verification/emailed-secrets.js';
import { VerificationService } from '../verification/verification.service.js';

/** Reset by e-mailed link: single use, 1 hour, clears force_reset_pass and ends every session. */
@CommandController()
export class ResetPasswordController {
  constructor(
    private readonly secrets: EmailedSecrets,
    private readonly verification: VerificationService,
    private readonly hasher: PasswordHasher,
  ) {}

  @Public()
  @CommandRoute(resetPassword)
  async reset(@Call() { body }: Call<typeof resetPassword>, @Ip() ip: string) {
    const link = await this.secrets.openLink(body.user_token, ip);
    const passwordHash = await this.hasher.hash(body.password);
    await this.verification
      .confirm(link.userId, 'password-reset', link.secret, passwordHash)
      .catch((err: unknown) => {
        throw err instanceof HttpProblem && err.status === 429 ? err : invalidLink();
      });
    return success('Password reset successfully, please login', {});
  }
}
