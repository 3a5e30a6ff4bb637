import { Controller } from '@nestjs/common';
import { addSavedSearch, removeSavedSearch, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { newId } from '../../shared/ids/ids.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The caller's saved searches (at most 50, each under a title); only ever the caller's own. */
@Controller()
export class SavedSearchesController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(addSavedSearch)
  async add(
    @ValidBody() search: RequestOf<typeof addSavedSearch>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof addSavedSearch>> {
    const searchId = newId();
    await this.users.send(actor.id, { type: 'AddSavedSearch', searchId, ...search }, actor.id);
    return success('Search saved successfully', { id: searchId });
  }

  @CommandRoute(removeSavedSearch)
  async remove(
    @ValidBody() { id }: RequestOf<typeof removeSavedSearch>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof removeSavedSearch>> {
    await this.users.send(actor.id, { type: 'RemoveSavedSearch', searchId: id }, actor.id);
    return success('Saved search removed successfully', { id });
  }
}
