import { Controller } from '@nestjs/common';
import { removeRepresentative, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/removeRepresentative`: a representative leaves, removes a colleague or withdraws an invitation. */
@Controller()
export class RemoveRepresentativeController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(removeRepresentative)
  async remove(
    @ValidBody() body: RequestOf<typeof removeRepresentative>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof removeRepresentative>> {
    await this.handler.remove(body, actor);
    return success('Representative removed', await this.page.of(actor.id));
  }
}
