import { Controller } from '@nestjs/common';
import { getInviteDetails, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { InviteBook } from './invite-book.js';

/** Who an invitation is for (public: the /invite page, before the account exists). */
@Controller()
export class GetInviteDetailsController {
  constructor(private readonly book: InviteBook) {}

  @Public()
  @CommandRoute(getInviteDetails)
  async details(
    @ValidBody() body: RequestOf<typeof getInviteDetails>,
  ): Promise<Reply<typeof getInviteDetails>> {
    const { email, first_name, last_name, role } = await this.book.open(body.token);
    return success('Invitation', { email, first_name, last_name, role });
  }
}
