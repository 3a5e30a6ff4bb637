import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { forbidden, notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

const schema = z.strictObject({ user_id: fields.id });

/** An admin acts as a user: `UserSwitchedInto` on the user's stream, metadata userId = the admin. */
@Controller('user')
export class SwitchUserController {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute('switchuser')
  @BodySchema(schema)
  async switch(@ValidBody() body: z.infer<typeof schema>, @CurrentActor() admin: Actor) {
    const user = this.directory.stateById(body.user_id);
    if (!user) throw notFound('User not found', 'user.not-found');
    if (user.role === 'admin') throw forbidden('You cannot act as another admin');
    return success('Switched user', await this.sessions.start(user.userId, 'switch', admin.id));
  }
}
