import { Controller } from '@nestjs/common';
import { type RequestOf, validateUser } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { AllowWithoutTerms, CurrentActor } from '../../shared/auth/auth.decorators.js';
import { unauthorized } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** The client's session check: a deactivated user is already refused (403) by the guard. */
@Controller()
export class ValidateUserController {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  @AllowWithoutTerms()
  @CommandRoute(validateUser)
  validate(
    @ValidBody() _body: RequestOf<typeof validateUser>,
    @CurrentActor() actor: Actor,
  ): Reply<typeof validateUser> {
    const user = this.directory.stateById(actor.id);
    if (!user) throw unauthorized();
    return success('User validated', toPublicUser(user));
  }
}
