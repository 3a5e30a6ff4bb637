import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { unauthorized } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

const empty = z.strictObject({});

/** The client's session check: a deactivated user is already refused (403) by the guard. */
@Controller('user')
export class ValidateUserController {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  @AllowWithoutTerms()
  @CommandRoute('validateUser')
  @BodySchema(empty)
  validate(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const user = this.directory.stateById(actor.id);
    if (!user) throw unauthorized();
    return success('User validated', toPublicUser(user));
  }
}
