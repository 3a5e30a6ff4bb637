import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/lib/alerts';
import { apiCall } from '@/lib/api-client';
import { endSessionLocally } from '@/lib/session-start';
import { queryRoots } from '@/lib/query-roots';

export function useLogout() {
  const { t } = useTranslation(['common', 'lots']);
  const navigate = useNavigate();
  const client = useQueryClient();
  return () => {
    // The server revokes the session (and its refresh token); the local logout does not wait for it.
    void apiCall('user/logout', {}, { noAlert: true }).catch(() => undefined);
    endSessionLocally();
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryRoots.siteConfig[0] });
    showAlert(t('session.loggedOut'), 'success');
    navigate('/');
  };
}
