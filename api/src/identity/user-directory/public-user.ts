import type { UserState } from '../domain/user.decider.js';

/** The `user` object of the HTTP contract; never the password hash. */
export interface PublicUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserState['role'];
  status: UserState['status'];
  termcheck: boolean;
  force_reset_pass: boolean;
}

export function toPublicUser(s: UserState): PublicUser {
  return {
    id: s.userId,
    first_name: s.first_name,
    last_name: s.last_name,
    email: s.email,
    role: s.role,
    status: s.status,
    termcheck: s.termcheck,
    force_reset_pass: false,
  };
}
