import { Controller } from '@nestjs/common';
import { getBuyerCompany, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/get`: the caller's company page (their company, its representatives, invitations). */
@Controller()
export class GetCompanyController {
  constructor(private readonly page: CompanyPageQuery) {}

  @CommandRoute(getBuyerCompany)
  async get(
    @ValidBody() _body: RequestOf<typeof getBuyerCompany>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getBuyerCompany>> {
    return success('Company', await this.page.of(actor.id));
  }
}
