import type { AdminUserAnswer, InvitationDetails, RouteBody } from '@facet/event-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { type AdminListParams, adminPeopleKeys } from './admin-people-keys';

export type UserTab = 'all' | 'bidding';
const LIST_CALL = {
  all: 'admin/user/allbuyers',
  bidding: 'admin/user/allbiddingbuyers',
} as const satisfies Record<UserTab, string>;

/** `allbuyers` / `allbiddingbuyers`: one page of buyers. */
export function useAdminUsers(tab: UserTab, params: AdminListParams) {
  return useQuery({
    queryKey: adminPeopleKeys.users(tab, params),
    queryFn: ({ signal }) =>
      apiCall(
        LIST_CALL[tab],
        { page: params.page, limit: params.limit, searchterm: params.searchterm || undefined },
        { signal, noAlert: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `getSingleUser`: the account. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminPeopleKeys.user(id),
    queryFn: ({ signal }) =>
      apiCall('admin/user/getSingleUser', { user_id: id }, { signal, noAlert: true }),
  });
}

/** `admin/user/dashboard`: the user's bids, wins, invoices and deposits. */
export function useUserDashboard(id: string) {
  return useQuery({
    queryKey: adminPeopleKeys.dashboard(id),
    queryFn: ({ signal }) =>
      apiCall('admin/user/dashboard', { user_id: id }, { signal, noAlert: true }),
  });
}

type UserCommandPath =
  'admin/user/changeStatus' | 'admin/user/userAction' | 'admin/user/triggerEmail';
/** One of the account's commands: its path and its body but for the account (`user_id`). */
export type UserCommand = {
  [P in UserCommandPath]: { call: P; body: Omit<RouteBody<P>, 'user_id'> };
}[UserCommandPath];

/** The account's actions: each answers the updated record (or nothing, for an e-mail). */
export function useUserCommand(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: UserCommand) => apiCall(c.call, { user_id: id, ...c.body }),
    onSuccess: (answer) => {
      if (answer.record)
        client.setQueryData<AdminUserAnswer>(adminPeopleKeys.user(id), { record: answer.record });
      void client.invalidateQueries({ queryKey: [...adminPeopleKeys.all, 'users'] });
    },
  });
}

/** What the admin's invitation form sends: the fields the invitee's page reads back, a buyer or a seller. */
export type Invitation = Omit<InvitationDetails, 'role'> & { role: 'buyer' | 'seller' };

/** `admin/user/addinviteuser`: mails an invitation link to /invite. */
export function useInviteUser() {
  return useMutation({
    mutationFn: (body: Invitation) =>
      apiCall('admin/user/addinviteuser', {
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        role: body.role,
      }),
  });
}
