import { queryRoots } from '@/lib/query-roots';

/** Query keys of the admin's lots, users and mail. */
export const adminPeopleKeys = {
  all: queryRoots.adminPeople,
  lots: (params: AdminListParams) => [...adminPeopleKeys.all, 'lots', params] as const,
  ledger: (lotId: string, page: number) => [...adminPeopleKeys.all, 'ledger', lotId, page] as const,
  users: (tab: string, params: AdminListParams) =>
    [...adminPeopleKeys.all, 'users', tab, params] as const,
  user: (id: string) => [...adminPeopleKeys.all, 'user', id] as const,
  dashboard: (id: string) => [...adminPeopleKeys.all, 'dashboard', id] as const,
  mail: (page: number, limit: number) => [...adminPeopleKeys.all, 'mail', page, limit] as const,
  invite: (token: string) => [...adminPeopleKeys.all, 'invite', token] as const,
};

/** What an admin list sends: search, sort and page (and its tab where it has tabs). */
export interface AdminListParams {
  action?: string;
  searchterm?: string;
  sellerid?: string;
  orderby?: string;
  page: number;
  limit: number;
}

// The read models follow an accepted command within milliseconds; refetch just after that.
export const REFETCH_AFTER_MS = 400;
