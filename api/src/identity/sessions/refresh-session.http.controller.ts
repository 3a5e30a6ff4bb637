import { Controller } from '@nestjs/common';
import { refreshSession, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SessionIssuer } from './session-issuer.js';

/** Rotating refresh tokens: each refresh answers a fresh pair and retires the one it used. */
@Controller()
export class RefreshSessionController {
  constructor(private readonly sessions: SessionIssuer) {}

  @Public()
  @CommandRoute(refreshSession)
  async refresh(
    @ValidBody() body: RequestOf<typeof refreshSession>,
  ): Promise<Reply<typeof refreshSession>> {
    return success('Session refreshed', await this.sessions.refresh(body.refresh_token));
  }
}
