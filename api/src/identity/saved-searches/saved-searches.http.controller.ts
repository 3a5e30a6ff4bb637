import { addSavedSearch, removeSavedSearch } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** The caller's saved searches (at most 50, each under a title); only ever the caller's own. */
@CommandController()
export class SavedSearchesController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(addSavedSearch)
  async add(@Call() { body: search, actor }: Call<typeof addSavedSearch>) {
    const searchId = newId();
    await this.users.send(actor.id, { type: 'AddSavedSearch', searchId, ...search }, actor.id);
    return success('Search saved successfully', { id: searchId });
  }

  @CommandRoute(removeSavedSearch)
  async remove(@Call() { body: { id }, actor }: Call<typeof removeSavedSearch>) {
    await this.users.send(actor.id, { type: 'RemoveSavedSearch', searchId: id }, actor.id);
    return success('Saved search removed successfully', { id });
  }
}
