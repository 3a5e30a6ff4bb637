import { Controller, Ip } from '@nestjs/common';
import { checkEmailAvailable, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/**
 * The register form's "is this e-mail taken?" check. Against enumeration (issue 28 item 9): every
 * check counts against the caller's address first (429 past the limit, known address or not), then
 * a registered and an unknown address take the same work: one lookup, no account read.
 */
@Controller()
export class CheckValidationController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute(checkEmailAvailable)
  async check(
    @ValidBody() { email }: RequestOf<typeof checkEmailAvailable>,
    @Ip() ip: string,
  ): Promise<Reply<typeof checkEmailAvailable>> {
    await this.limiter.hit([`check:ip:${ip}`], LIMITS.checkEmailIp);
    const available = !this.directory.holdsEmail(email);
    return success(available ? 'Email available' : 'Email already exists', { email, available });
  }
}
