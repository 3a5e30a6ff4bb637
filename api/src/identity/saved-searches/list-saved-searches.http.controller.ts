import { listSavedSearches } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { SavedSearchesQuery } from './saved-searches.query.js';

/** The caller's saved searches. */
@CommandController()
export class ListSavedSearchesController {
  constructor(private readonly searches: SavedSearchesQuery) {}

  @CommandRoute(listSavedSearches)
  list(@Call() { actor }: Call<typeof listSavedSearches>) {
    return listed('Saved searches', this.searches.of(actor.id));
  }
}
