import { Controller } from '@nestjs/common';
import { listAuctionTemplates, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TemplateListingsQuery } from './template-listings.query.js';

/** `seller/template/auction/listings`: the caller's templates (an admin: all), by tab and title. */
@Controller()
export class TemplateListingsController {
  constructor(private readonly templates: TemplateListingsQuery) {}

  @Roles('seller', 'admin')
  @CommandRoute(listAuctionTemplates)
  async listings(
    @ValidBody() request: RequestOf<typeof listAuctionTemplates>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listAuctionTemplates>> {
    const { records, total } = await this.templates.page(actor, request);
    return listed('Templates', records, total);
  }
}
