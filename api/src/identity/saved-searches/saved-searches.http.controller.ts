import type { SavedSearchRecord } from '@facet/event-schemas';
import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success, listed } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

const addSchema = z.strictObject({
  title: fields.text(200).min(1, 'Required!'),
  search_text: fields.text(2000).min(1, 'Required!'),
});
const removeSchema = z.strictObject({ id: fields.id });
const listSchema = z.strictObject({});

@Controller('user')
export class SavedSearchesController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute('addSavedSearch')
  @BodySchema(addSchema)
  async add(@ValidBody() body: z.infer<typeof addSchema>, @CurrentActor() actor: Actor) {
    const searchId = newId();
    await this.users.send(actor.id, { type: 'AddSavedSearch', searchId, ...body }, actor.id);
    return success('Search saved successfully', { id: searchId });
  }

  @CommandRoute('getSavedSearch')
  @BodySchema(listSchema)
  list(@ValidBody() _b: unknown, @CurrentActor() actor: Actor) {
    const saved = this.directory.stateById(actor.id)?.savedSearches ?? new Map();
    const records = [...saved].map(([id, s]): SavedSearchRecord => ({
      id,
      title: s.title,
      search_text: s.search_text,
      created_at: s.at,
    }));
    return listed<SavedSearchRecord>('Saved searches', records);
  }

  @CommandRoute('removeSavedSearch')
  @BodySchema(removeSchema)
  async remove(@ValidBody() body: z.infer<typeof removeSchema>, @CurrentActor() actor: Actor) {
    await this.users.send(actor.id, { type: 'RemoveSavedSearch', searchId: body.id }, actor.id);
    return success('Saved search removed successfully', { id: body.id });
  }
}
