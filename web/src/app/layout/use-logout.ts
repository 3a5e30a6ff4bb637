import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/lib/alerts';
import { session } from '@/lib/session';
import { refreshSocketAuth } from '@/lib/socket';

export function useLogout() {
  const { t } = useTranslation(['common', 'lots']);
  const navigate = useNavigate();
  const client = useQueryClient();
  return () => {
    session.clear();
    refreshSocketAuth();
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site-config' });
    showAlert(t('session.loggedOut'), 'success');
    navigate('/');
  };
}
