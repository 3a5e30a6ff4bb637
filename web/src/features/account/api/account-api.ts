import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { PublicUser, RouteBody } from '@facet/event-schemas';
import { session } from '@/lib/session';

/** Spec 4: after updateProfile, updatePreference or userAddress the user is reloaded (they answer with it). */
const reload = (user: PublicUser) => session.setUser(user);

/** The profile form: the admin's dynamic user fields (view_page 3) are sent only when there are any. */
export type ProfileChanges = Pick<
  RouteBody<'user/updateProfile'>,
  'first_name' | 'last_name' | 'phone' | 'company_name' | 'custom_fields'
>;

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileChanges) =>
      apiCall('user/updateProfile', {
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        company_name: body.company_name,
        ...(body.custom_fields && { custom_fields: body.custom_fields }),
      }),
    onSuccess: reload,
  });
}

export function useUpdatePreference() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/updatePreference'>) =>
      apiCall('user/updatePreference', body),
    onSuccess: reload,
  });
}

export function useSaveAddress() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/userAddress'>) => apiCall('user/userAddress', body),
    onSuccess: reload,
  });
}

export function useSendVerifyLink() {
  return useMutation({
    mutationFn: () => apiCall('user/sendEmailVerifyLink', {}),
  });
}
