import { getAdminUser } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toAdminUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** One account as the back office shows it (admins only). */
@CommandController('admin')
export class GetUserController {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  @CommandRoute(getAdminUser)
  one(@Call() { body }: Call<typeof getAdminUser>) {
    return success('User', { record: toAdminUser(this.directory.existing(body.user_id)) });
  }
}
