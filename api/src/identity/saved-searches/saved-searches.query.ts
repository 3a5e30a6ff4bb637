import { Injectable } from '@nestjs/common';
import type { SavedSearchRecord } from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** `user/getSavedSearch`: the searches the user saved, in the order they were saved. */
@Injectable()
export class SavedSearchesQuery {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  of(userId: string): SavedSearchRecord[] {
    const saved = this.directory.stateById(userId)?.savedSearches ?? new Map();
    return [...saved].map(([id, s]) => ({
      id,
      title: s.title,
      search_text: s.search_text,
      created_at: s.at,
    }));
  }
}
