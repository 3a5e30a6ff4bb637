import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { startSession } from '@/lib/session-start';
import { adminPeopleKeys } from './admin-people-keys';

/** `common/getInviteDetails`: who the invitation is for (404 once expired or unknown). */
export function useInviteDetails(token: string) {
  return useQuery({
    queryKey: adminPeopleKeys.invite(token),
    queryFn: ({ signal }) =>
      apiCall('common/getInviteDetails', { token }, { signal, noAlert: true }),
    enabled: token !== '',
    retry: false,
  });
}

export interface Acceptance {
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
  termcheck: boolean;
}

/** Accepting registers the account with the invited e-mail (the server gives the invited role). */
export function useAcceptInvite(token: string, email: string) {
  return useMutation({
    mutationFn: (body: Acceptance & { captcha: string | null }) =>
      apiCall(
        'user/register',
        {
          captcha: body.captcha ?? undefined,
          first_name: body.first_name,
          last_name: body.last_name,
          email,
          password: body.password,
          confirm_password: body.confirm_password,
          termcheck: body.termcheck ? 1 : 0,
          invite_token: token,
        },
        { noAlert: 'success' },
      ),
    onSuccess: startSession,
  });
}
