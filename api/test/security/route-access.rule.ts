/**
 * One route's rule in the access tables. `fresh`: the call may end or change the caller's session
 * or account, so it runs with a throwaway login. `audit`: auditors and admins.
 */
export type Access = 'public' | 'user' | 'seller' | 'admin' | 'audit';
export interface RouteRule {
  access: Access;
  fresh?: boolean;
}

export const r = (access: Access, fresh = false): RouteRule =>
  fresh ? { access, fresh } : { access };
