import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** `audit/verifyStream`: the server walks one stream's hash chain (it changes nothing). */
export function useVerifyStream() {
  return useMutation({
    mutationFn: (stream: string) =>
      apiCall('audit/verifyStream', { stream }, { noAlert: 'success' }),
  });
}
