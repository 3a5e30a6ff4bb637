import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { session, type User } from '@/lib/session';

/** Spec 4: after a successful profile or preference update, the user is reloaded. */
async function reloadUser() {
  const user = await apiCall<User>('user/validateUser', {});
  session.setUser(user);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiCall('user/updateProfile', body, { alert: true }),
    onSuccess: reloadUser,
  });
}

export function useUpdatePreference() {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiCall('user/updatePreference', body, { alert: true }),
    onSuccess: reloadUser,
  });
}
