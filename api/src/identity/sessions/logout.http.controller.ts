import { Req } from '@nestjs/common';
import { logoutUser } from '@facet/event-schemas';
import { AllowWithoutTerms, type RequestWithActor } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SessionIssuer } from './session-issuer.js';

/** Logout ends the bearer's session (its refresh token dies with it). */
@CommandController()
export class LogoutController {
  constructor(private readonly sessions: SessionIssuer) {}

  @AllowWithoutTerms()
  @CommandRoute(logoutUser)
  async logout(@Call() { actor }: Call<typeof logoutUser>, @Req() req: RequestWithActor) {
    if (req.sessionId) await this.sessions.end(actor.id, req.sessionId);
    return success('Logged out successfully', {});
  }
}
