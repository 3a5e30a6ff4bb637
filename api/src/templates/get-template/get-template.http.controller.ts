import { Controller } from '@nestjs/common';
import { getAuctionTemplate, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TemplateReader, toTemplateRecord } from '../template-reader/template.reader.js';

/** `seller/template/auction/getSingleAuction` `{ id }`: another seller's template is 404. */
@Controller()
export class GetTemplateController {
  constructor(private readonly templates: TemplateReader) {}

  @Roles('seller', 'admin')
  @CommandRoute(getAuctionTemplate)
  async single(
    @ValidBody() { id }: RequestOf<typeof getAuctionTemplate>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getAuctionTemplate>> {
    const record = toTemplateRecord(await this.templates.managed(id, actor));
    return success('Template', { record });
  }
}
