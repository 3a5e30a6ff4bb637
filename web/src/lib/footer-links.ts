import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { queryRoots } from '@/lib/query-roots';

/**
 * `common/getFooterLinks`: the admin's shown links, else the built-in ones. Under 'site-config'
 * so an admin's table edit refreshes it with the rest of the bundle.
 */
export function useFooterLinks() {
  return useQuery({
    queryKey: [...queryRoots.siteConfig, 'footer-links'],
    queryFn: ({ signal }) => apiCall('common/getFooterLinks', {}, { signal, noAlert: true }),
    staleTime: 5 * 60_000,
  });
}
