import { getInviteDetails } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InviteBook } from './invite-book.js';

/** Who an invitation is for (public: the /invite page, before the account exists). */
@CommandController()
export class GetInviteDetailsController {
  constructor(private readonly book: InviteBook) {}

  @Public()
  @CommandRoute(getInviteDetails)
  async details(@Call() { body }: Call<typeof getInviteDetails>) {
    const { email, first_name, last_name, role } = await this.book.open(body.token);
    return success('Invitation', { email, first_name, last_name, role });
  }
}
