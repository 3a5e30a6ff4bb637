import { Controller } from '@nestjs/common';
import { deleteBidIncrement, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/deleteBidIncrement` `{ id }`: removes one band (admin); a missing one is 404. */
@Controller()
export class DeleteBidIncrementController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(deleteBidIncrement)
  async remove(
    @ValidBody() { id, commandId }: RequestOf<typeof deleteBidIncrement>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof deleteBidIncrement>> {
    // A row that is not there is a 404 for the admin; the decider stays idempotent for retries.
    if (!(await this.settings.current()).increments.has(id))
      throw notFound('Increment not found', 'increment.not-found');
    await this.settings.change({ type: 'DeleteBidIncrement', rowId: id }, actor, commandId);
    return success('Bid increment deleted', { id });
  }
}
