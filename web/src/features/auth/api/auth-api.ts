import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { session, type User } from '@/lib/session';
import { refreshSocketAuth } from '@/lib/socket';

interface TokenAnswer {
  token: string;
  user: User;
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall<TokenAnswer>('user/login', body, { alert: true }),
    onSuccess: ({ token, user }) => {
      session.signIn(token, user);
      refreshSocketAuth();
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiCall('user/forgotPassword', body, { alert: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token?: string; password: string; confirm_password: string }) =>
      apiCall(body.token ? 'user/resetPassword' : 'user/resetUserProfile', body, { alert: true }),
  });
}

export function useSwitchUser() {
  return useMutation({
    mutationFn: (body: Record<string, string>) => apiCall<TokenAnswer>('user/switchuser', body, { alert: true }),
    onSuccess: ({ token, user }) => {
      session.signIn(token, user);
      refreshSocketAuth();
    },
  });
}

/** Spec 4: a stored token is validated; failure or 'deactivate' clears the session. */
export async function validateStoredToken(): Promise<void> {
  if (!session.get().token) return;
  try {
    const user = await apiCall<User>('user/validateUser', {});
    session.setUser(user);
  } catch {
    session.clear();
  }
}

export function useAcceptTerms() {
  return useMutation({
    mutationFn: () => apiCall<User | null>('user/updateProfile', { termcheck: 1 }, { alert: true }),
    onSuccess: () => validateStoredToken(),
  });
}
