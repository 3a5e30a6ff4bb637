import { Controller } from '@nestjs/common';
import { inviteRepresentative, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/addRepresentative`: a representative invites another buyer account by its email. */
@Controller()
export class AddRepresentativeController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(inviteRepresentative)
  async invite(
    @ValidBody() body: RequestOf<typeof inviteRepresentative>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof inviteRepresentative>> {
    await this.handler.invite(body, actor);
    return success('Invitation sent', await this.page.of(actor.id));
  }
}
