import { Controller, Ip } from '@nestjs/common';
import { checkEmailAvailable, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** The register form's "is this e-mail taken?" check; rate limited per IP against enumeration. */
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
    await this.limiter.hit([`check:ip:${ip}`], LIMITS.sendCodeIp);
    const available = this.directory.stateByEmail(email) === undefined;
    return success(available ? 'Email available' : 'Email already exists', { email, available });
  }
}
