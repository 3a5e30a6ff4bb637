import { Ip } from '@nestjs/common';
import { checkEmailAvailable } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/**
 * The register form's "is this e-mail taken?" check. Against enumeration (issue 28 item 9): every
 * check counts against the caller's address first (429 past the limit, known address or not), then
 * a registered and an unknown address take the same work: one lookup, no account read.
 */
@CommandController()
export class CheckValidationController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute(checkEmailAvailable)
  async check(@Call() { body: { email } }: Call<typeof checkEmailAvailable>, @Ip() ip: string) {
    await this.limiter.hit([`check:ip:${ip}`], LIMITS.checkEmailIp);
    const available = !this.directory.holdsEmail(email);
    return success(available ? 'Email available' : 'Email already exists', { email, available });
  }
}
