import type { Actor } from '../domain/actor.js';

export { type Actor, type Role, ROLES } from '../domain/actor.js';

/** Who is calling, as the server knows them now (role and status from the user log, not the token). */
export interface SignedInActor extends Actor {
  email: string;
  first_name: string;
  last_name: string;
}

export interface DirectoryUser extends SignedInActor {
  status: 'active' | 'deactivate';
  /** False until the user accepted the current terms (the guard answers 428 terms.required). */
  termcheck?: boolean;
}

/** Looks up the current state of a user; provided by the identity context. */
export interface UserDirectory {
  byId(id: string): DirectoryUser | undefined;
}

export const USER_DIRECTORY = Symbol('USER_DIRECTORY');
