import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { session } from '@/lib/session';
import { startSession } from '@/lib/session-start';

/** The identity check (KYC): the answer carries the user as the server now knows them. */
export function useRunKycCheck() {
  return useMutation({
    mutationFn: () => apiCall('user/runKycCheck', {}),
    onSuccess: (r) => session.setUser(r.user),
  });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => apiCall('user/sendPhoneVerifyCode', { phone }),
  });
}

export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (code: string) => apiCall('user/verifyPhoneVerifyCode', { code }),
    onSuccess: (user) => session.setUser(user),
  });
}

export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) => apiCall('user/sendEmailVerifyCode', { email }),
  });
}

/** A right code verifies the e-mail and answers a fresh session, which replaces the current one. */
export function useVerifyEmailCode() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      apiCall('user/verifyEmailVerifyCode', body),
    onSuccess: startSession,
  });
}
