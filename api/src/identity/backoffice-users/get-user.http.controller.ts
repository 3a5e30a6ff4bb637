import { Controller } from '@nestjs/common';
import { getAdminUser, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toAdminUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** One account as the back office shows it (admins only). */
@Roles('admin')
@Controller()
export class GetUserController {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  @CommandRoute(getAdminUser)
  one(@ValidBody() body: RequestOf<typeof getAdminUser>): Reply<typeof getAdminUser> {
    return success('User', { record: toAdminUser(this.directory.existing(body.user_id)) });
  }
}
