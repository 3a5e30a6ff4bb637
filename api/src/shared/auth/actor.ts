export type Role = 'buyer' | 'seller' | 'admin';
export const ROLES: readonly Role[] = ['buyer', 'seller', 'admin'];

/** Who is calling, as the server knows them now (role and status from the user log, not the token). */
export interface Actor {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
}

export interface DirectoryUser extends Actor {
  status: 'active' | 'deactivate';
  /** False until the user accepted the current terms (the guard answers 428 terms.required). */
  termcheck?: boolean;
}

/** Looks up the current state of a user; provided by the identity context. */
export interface UserDirectory {
  byId(id: string): DirectoryUser | undefined;
}

export const USER_DIRECTORY = Symbol('USER_DIRECTORY');
