import { Controller } from '@nestjs/common';
import { getAuctionTemplateLotDefaults, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { TemplateReader, toTemplateRecord } from '../template-reader/template.reader.js';

/** `seller/template/auction/lots` `{ id }`: the lot defaults a new auction's lots start from. */
@Controller()
export class GetTemplateLotDefaultsController {
  constructor(private readonly templates: TemplateReader) {}

  @Roles('seller', 'admin')
  @CommandRoute(getAuctionTemplateLotDefaults)
  async lots(
    @ValidBody() { id }: RequestOf<typeof getAuctionTemplateLotDefaults>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getAuctionTemplateLotDefaults>> {
    const { lot_defaults } = toTemplateRecord(await this.templates.managed(id, actor));
    return success('Lot defaults', { records: [lot_defaults] });
  }
}
