import { verifyPhoneCode } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { VerificationService } from '../verification/verification.service.js';

/** A right code marks the phone verified; answers with the user. */
@CommandController()
export class VerifyPhoneCodeController {
  constructor(private readonly verification: VerificationService) {}

  @CommandRoute(verifyPhoneCode)
  async verify(@Call() { body, actor }: Call<typeof verifyPhoneCode>) {
    const state = await this.verification.confirm(actor.id, 'phone-code', body.code);
    return success('Phone verified successfully', toPublicUser(state));
  }
}
