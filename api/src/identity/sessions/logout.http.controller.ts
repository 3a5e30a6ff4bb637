import { Controller, Req } from '@nestjs/common';
import { logoutUser, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import {
  AllowWithoutTerms,
  CurrentActor,
  type RequestWithActor,
} from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SessionIssuer } from './session-issuer.js';

/** Logout ends the bearer's session (its refresh token dies with it). */
@Controller()
export class LogoutController {
  constructor(private readonly sessions: SessionIssuer) {}

  @AllowWithoutTerms()
  @CommandRoute(logoutUser)
  async logout(
    @ValidBody() _body: RequestOf<typeof logoutUser>,
    @CurrentActor() actor: Actor,
    @Req() req: RequestWithActor,
  ): Promise<Reply<typeof logoutUser>> {
    if (req.sessionId) await this.sessions.end(actor.id, req.sessionId);
    return success('Logged out successfully', {});
  }
}
