import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { PublicUser, UserAddress } from '@facet/event-schemas';
import { session } from '@/lib/session';

/** Spec 4: after updateProfile, updatePreference or userAddress the user is reloaded (they answer with it). */
const reload = (user: PublicUser) => session.setUser(user);

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string | null;
  company_name: string | null;
  /** The admin's dynamic user fields (view_page 3); sent only when there are any. */
  custom_fields?: Record<string, string>;
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileChanges) =>
      apiCall<PublicUser>('user/updateProfile', body, { alert: true }),
    onSuccess: reload,
  });
}

export function useUpdatePreference() {
  return useMutation({
    mutationFn: (body: Record<string, boolean>) =>
      apiCall<PublicUser>('user/updatePreference', body, { alert: true }),
    onSuccess: reload,
  });
}

export function useSaveAddress() {
  return useMutation({
    mutationFn: (body: UserAddress) =>
      apiCall<PublicUser>('user/userAddress', body, { alert: true }),
    onSuccess: reload,
  });
}

export function useSendVerifyLink() {
  return useMutation({
    mutationFn: () => apiCall('user/sendEmailVerifyLink', {}, { alert: true }),
  });
}
