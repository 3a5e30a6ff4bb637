import { changePassword } from '@facet/event-schemas';
import { AllowWithoutTerms } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ChangePasswordHandler } from './change-password.handler.js';

/** Profile password change (spec 'resetUserProfile'): ends every session, answers with a fresh one. */
@CommandController()
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @AllowWithoutTerms()
  @CommandRoute(changePassword)
  async change(@Call() { body, actor }: Call<typeof changePassword>) {
    const tokens = await this.handler.change(actor, body.current_password, body.password);
    return success('Password changed successfully', tokens);
  }
}
