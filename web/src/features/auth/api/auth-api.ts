import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { ApiError, apiCall, scheduleRefreshFromToken } from '@/lib/api-client';
import { showAlert } from '@/lib/alerts';
import type { RouteBody } from '@facet/event-schemas';
import { session } from '@/lib/session';
import { actingAs } from '@/lib/acting-as';
import { startSession } from '@/lib/session-start';

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  phone: string;
  country: string;
  termcheck: boolean;
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/login'>) => apiCall('user/login', body),
    onSuccess: startSession,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: Registration & { captcha: string | null }) =>
      apiCall(
        'user/register',
        {
          captcha: body.captcha ?? undefined,
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          password: body.password,
          confirm_password: body.confirm_password,
          phone: body.phone,
          country: body.country,
          termcheck: body.termcheck ? 1 : 0,
        },
        { noAlert: 'success' },
      ),
    onSuccess: (tokens) => {
      startSession(tokens);
      showAlert(i18n.t('auth:register.success'), 'success');
      // The server sends the verification link on request only; a new account asks for it at once.
      void apiCall('user/sendEmailVerifyLink', {}, { noAlert: true }).catch(() => undefined);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/forgotPassword'>) => apiCall('user/forgotPassword', body),
  });
}

/** By e-mailed link (public). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/resetPassword'>) => apiCall('user/resetPassword', body),
  });
}

/** Forced reset and profile change: the server ends every session and answers with a fresh one. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/resetUserProfile'>) =>
      apiCall('user/resetUserProfile', body),
    onSuccess: startSession,
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (user_token: string) => apiCall('user/verifyEmail', { user_token }),
    onSuccess: () => (session.get().token ? validateStoredToken() : undefined),
  });
}

export function useSwitchUser() {
  return useMutation({
    mutationFn: (body: RouteBody<'user/switchuser'>) => apiCall('user/switchuser', body),
    onSuccess: (answer, body) => {
      // The admin's own session is kept for the banner's way back (issue 27 item 16); a switch
      // made while already acting keeps the first admin's.
      const admin = actingAs.get() ?? {
        adminToken: session.get().token ?? '',
        adminRefresh: session.refreshToken(),
      };
      startSession(answer);
      actingAs.start({
        adminToken: admin.adminToken,
        adminRefresh: admin.adminRefresh,
        userId: body.user_id,
        name: `${answer.user.first_name} ${answer.user.last_name}`.trim(),
      });
    },
  });
}

/** Spec 4: a stored token is validated; failure or 'deactivate' clears the session. */
export async function validateStoredToken(): Promise<void> {
  if (!session.get().token) return;
  try {
    const user = await apiCall('user/validateUser', {}, { noAlert: true });
    session.setUser(user);
    scheduleRefreshFromToken(session.get().token, Date.now());
  } catch (e) {
    // Only the server's refusal of the token (401 the refresh could not cure, 403) is a verdict.
    // No answer (a reload aborting the check or cutting its body off, the network, a 5xx, a 429)
    // is none: clearing the token here would sign out the page that replaces this one.
    if (!(e instanceof ApiError) || (e.status !== 401 && e.status !== 403)) return;
    // The api client may already have ended it (403, refused refresh); keep its redirect to /login.
    if (session.get().token) session.clear(true);
  }
}

export function useAcceptTerms() {
  return useMutation({
    mutationFn: () => apiCall('user/updateProfile', { termcheck: 1 }),
    onSuccess: (user) => session.setUser(user),
  });
}
