import { Controller } from '@nestjs/common';
import { changePassword, type RequestOf } from '@facet/event-schemas';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ChangePasswordHandler } from './change-password.handler.js';

/** Profile password change (spec 'resetUserProfile'): ends every session, answers with a fresh one. */
@Controller()
export class ChangePasswordController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @AllowWithoutTerms()
  @CommandRoute(changePassword)
  async change(
    @ValidBody() body: RequestOf<typeof changePassword>,
    @CurrentActor() actor: SignedInActor,
  ): Promise<Reply<typeof changePassword>> {
    const tokens = await this.handler.change(actor, body.current_password, body.password);
    return success('Password changed successfully', tokens);
  }
}
