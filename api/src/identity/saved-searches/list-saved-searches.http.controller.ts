import { Controller } from '@nestjs/common';
import { listSavedSearches, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SavedSearchesQuery } from './saved-searches.query.js';

/** The caller's saved searches. */
@Controller()
export class ListSavedSearchesController {
  constructor(private readonly searches: SavedSearchesQuery) {}

  @CommandRoute(listSavedSearches)
  list(
    @ValidBody() _body: RequestOf<typeof listSavedSearches>,
    @CurrentActor() actor: Actor,
  ): Reply<typeof listSavedSearches> {
    return listed('Saved searches', this.searches.of(actor.id));
  }
}
