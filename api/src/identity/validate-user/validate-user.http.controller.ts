import { validateUser } from '@facet/event-schemas';
import { AllowWithoutTerms } from '../../shared/auth/auth.decorators.js';
import { unauthorized } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** The client's session check: a deactivated user is already refused (403) by the guard. */
@CommandController()
export class ValidateUserController {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  @AllowWithoutTerms()
  @CommandRoute(validateUser)
  validate(@Call() { actor }: Call<typeof validateUser>) {
    const user = this.directory.stateById(actor.id);
    if (!user) throw unauthorized();
    return success('User validated', toPublicUser(user));
  }
}
