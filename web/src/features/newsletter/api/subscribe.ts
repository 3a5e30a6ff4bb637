import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

// The provider's API key stays on the server; the api relays the contact to the provider.
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) =>
      apiCall('common/subscribeNewsletter', { email }, { noAlert: true }),
  });
}
