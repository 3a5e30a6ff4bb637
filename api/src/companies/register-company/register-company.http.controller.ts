import { Controller } from '@nestjs/common';
import { registerBuyerCompany, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/register`: the caller registers their company and becomes its first representative. */
@Controller()
export class RegisterCompanyController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(registerBuyerCompany)
  async registerCompany(
    @ValidBody() body: RequestOf<typeof registerBuyerCompany>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof registerBuyerCompany>> {
    await this.handler.registerCompany(body, actor);
    return success('Company registered', await this.page.of(actor.id));
  }
}
