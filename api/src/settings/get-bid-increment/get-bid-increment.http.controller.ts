import { Controller } from '@nestjs/common';
import { getBidIncrement, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { incrementBand } from '../increment-table.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/getSingleBidIncrement` `{ id }`: one band (`item`), 404 when there is none. */
@Controller()
export class GetBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('seller', 'admin')
  @CommandRoute(getBidIncrement)
  async get(
    @ValidBody() body: RequestOf<typeof getBidIncrement>,
  ): Promise<Reply<typeof getBidIncrement>> {
    const item = incrementBand(await this.settings.current(), body.id);
    if (!item) throw notFound('Increment not found', 'increment.not-found');
    return success('Bid increment', { item });
  }
}
