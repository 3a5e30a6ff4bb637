import type { SavedIdAnswer } from '@facet/event-schemas';
import type { Actor } from '../auth/actor.js';
import { newId } from '../ids/ids.js';
import { type SuccessEnvelope, success } from './envelope.js';

/** A create-or-edit request as its schema read it (`saveAction` in event-schemas). */
interface SaveAction {
  action: 'new' | 'edit';
  id?: string | undefined;
  commandId?: string | undefined;
}

/** The id a save acts on: a new object's is made here, an edit names its own (its schema checked). */
export const savedId = (r: SaveAction): string => (r.action === 'new' ? newId() : (r.id as string));

/** 'Lot added successfully', 'Lot updated successfully'. */
export const savedMessage = (what: string, r: SaveAction): string =>
  `${what} ${r.action === 'new' ? 'added' : 'updated'} successfully`;

/** A bus that takes the object's create and edit commands. */
interface Saves<I> {
  send(id: string, input: I, actor: Actor, at: Date, commandId?: string): Promise<unknown>;
}

/**
 * Creates or edits one object on its bus: `command` is the create (for a new id, made here) or the
 * edit; answers '<what> added successfully' (or updated) with the id.
 */
export async function saveObject<I>(
  what: string,
  bus: Saves<I>,
  save: { request: SaveAction; actor: Actor; at: Date },
  command: (id: string, isNew: boolean) => NoInfer<I>,
): Promise<SuccessEnvelope<SavedIdAnswer>> {
  const { request, actor, at } = save;
  const id = savedId(request);
  await bus.send(id, command(id, request.action === 'new'), actor, at, request.commandId);
  return success(savedMessage(what, request), { id });
}
