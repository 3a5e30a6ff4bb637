import { Controller } from '@nestjs/common';
import { type RequestOf, verifyPhoneCode } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { VerificationService } from '../verification/verification.service.js';

/** A right code marks the phone verified; answers with the user. */
@Controller()
export class VerifyPhoneCodeController {
  constructor(private readonly verification: VerificationService) {}

  @CommandRoute(verifyPhoneCode)
  async verify(
    @ValidBody() body: RequestOf<typeof verifyPhoneCode>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof verifyPhoneCode>> {
    const state = await this.verification.confirm(actor.id, 'phone-code', body.code);
    return success('Phone verified successfully', toPublicUser(state));
  }
}
