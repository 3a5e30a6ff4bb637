/**
 * One route's rule in the access tables. `fresh`: the call may end or change the caller's session
 * or account, so it runs with a throwaway login. `audit`: auditors and admins. `keyholder`: any
 * signed-in account, auditors included (issue 30: a tender event's key holders, e.g. the auditor,
 * collect and present their own share; the route itself refuses anyone not named a holder).
 */
export type Access = 'public' | 'user' | 'seller' | 'admin' | 'audit' | 'keyholder';
export interface RouteRule {
  access: Access;
  fresh?: boolean;
}

export const r = (access: Access, fresh = false): RouteRule =>
  fresh ? { access, fresh } : { access };
