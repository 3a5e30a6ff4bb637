export type Role = 'buyer' | 'seller' | 'admin' | 'auditor';
export const ROLES: readonly Role[] = ['buyer', 'seller', 'admin', 'auditor'];

/** Who gives a command: the one actor type of the api, from the bearer guard to the deciders. */
export interface Actor {
  id: string;
  role: Role;
}

/** The server itself (scheduler, seed): closes lots and auctions on time. */
export const systemActor: Actor = { id: 'system', role: 'admin' };
