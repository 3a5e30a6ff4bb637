import type { UserName } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** Names only: no e-mail, phone or password hash ever reaches a read model. */
export interface UserNameDoc extends UserName, Doc {}

export const userNamesProjection: Projection<UserNameDoc> = {
  name: 'user-names',
  version: 1,
  types: ['UserRegistered'],
  route: (e) => (e.type === 'UserRegistered' ? e.data.userId : NO_DOCS),
  evolve: (_doc, e, id) =>
    e.type === 'UserRegistered'
      ? { id, first_name: e.data.first_name, last_name: e.data.last_name }
      : undefined,
};

/** 'Jonathan' -> 'J******n'; one- and two-letter names become '*' runs. */
export function maskName(name: string): string {
  if (name.length <= 2) return '*'.repeat(name.length);
  return `${name[0]}${'*'.repeat(name.length - 2)}${name[name.length - 1]}`;
}
