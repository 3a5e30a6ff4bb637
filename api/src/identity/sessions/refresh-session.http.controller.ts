import { refreshSession } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SessionIssuer } from './session-issuer.js';

/** Rotating refresh tokens: each refresh answers a fresh pair and retires the one it used. */
@CommandController()
export class RefreshSessionController {
  constructor(private readonly sessions: SessionIssuer) {}

  @Public()
  @CommandRoute(refreshSession)
  async refresh(@Call() { body }: Call<typeof refreshSession>) {
    return success('Session refreshed', await this.sessions.refresh(body.refresh_token));
  }
}
