import { Controller, Req } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import {
  AllowWithoutTerms,
  CurrentActor,
  Public,
  type RequestWithActor,
} from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { SessionIssuer } from './session-issuer.js';

const refreshSchema = z.strictObject({ refresh_token: z.string().min(10).max(2000) });
const empty = z.strictObject({});

/** Rotating refresh tokens; logout ends the bearer's session (its refresh token dies with it). */
@Controller('user')
export class SessionController {
  constructor(private readonly sessions: SessionIssuer) {}

  @Public()
  @CommandRoute('refreshToken')
  @BodySchema(refreshSchema)
  async refresh(@ValidBody() body: z.infer<typeof refreshSchema>) {
    return success('Session refreshed', await this.sessions.refresh(body.refresh_token));
  }

  @AllowWithoutTerms()
  @CommandRoute('logout')
  @BodySchema(empty)
  async logout(
    @ValidBody() _body: unknown,
    @CurrentActor() actor: Actor,
    @Req() req: RequestWithActor,
  ) {
    if (req.sessionId) await this.sessions.end(actor.id, req.sessionId);
    return success('Logged out successfully', {});
  }
}
