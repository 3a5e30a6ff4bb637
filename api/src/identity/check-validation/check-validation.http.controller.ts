import { Controller, Ip } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { LIMITS, RateLimiter } from '../../security/rate-limiter.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

const schema = z.strictObject({ email: fields.email });

/** The register form's "is this e-mail taken?" check; rate limited per IP against enumeration. */
@Controller('user')
export class CheckValidationController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CommandRoute('checkValidation')
  @BodySchema(schema)
  async check(@ValidBody() body: z.infer<typeof schema>, @Ip() ip: string) {
    await this.limiter.hit([`check:ip:${ip}`], LIMITS.sendCodeIp);
    const taken = this.directory.stateByEmail(body.email) !== undefined;
    return success(taken ? 'Email already exists' : 'Email available', {
      email: body.email,
      available: !taken,
    });
  }
}
