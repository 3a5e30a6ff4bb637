import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActingAs, actingAs } from '@/lib/acting-as';
import { apiCall } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { session } from '@/lib/session';
import { refreshSocketAuth } from '@/lib/socket';
import { validateStoredToken } from './auth-api';

/**
 * Ends the acted-as user's session and puts the admin's own back: their token, their user and
 * a cache without the other account's data.
 */
export function useBackToOwnAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (record: ActingAs) => {
      await apiCall('user/logout', {}, { noAlert: true }).catch(() => undefined);
      actingAs.end();
      session.signIn(record.adminToken, null, record.adminRefresh ?? undefined);
      refreshSocketAuth();
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryRoots.siteConfig[0] });
      await validateStoredToken();
    },
  });
}
